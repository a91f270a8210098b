import type { MathOperation } from '@eps/contracts';

/**
 * The maths engine's battery (issue 20): inputs typed the way students type them (ASCII, Unicode, LaTeX),
 * each with the same maths written separately in mathjs syntax (`reference`), so the judge can check the
 * engine's answer by an independent route: mathjs evaluating at points, never the engine's own reader.
 * No expected answer strings: only facts of the maths (how many roots an equation has, a value in SI).
 */
export interface BatteryItem {
  operation: MathOperation;
  expression: string;
  /** The same maths in mathjs syntax; for solve, the equations as `lhs - rhs` joined by `;`. */
  reference: string;
  variable?: string;
  approaching?: string;
  angleUnit?: 'rad' | 'deg';
  /** solve: how many solutions (roots counted once, complex ones included). */
  solutions?: number;
  /** evaluate: the value, worked out in plain JavaScript. */
  value?: number;
  /** evaluate with units: the magnitude in this unit. */
  si?: { value: number; unit: string };
  /** integrate: the bounds of a definite integral. */
  bounds?: [number, number];
}

const d = (expression: string, reference: string, variable?: string): BatteryItem => ({
  operation: 'differentiate',
  expression,
  reference,
  variable,
});
const int = (expression: string, reference: string, bounds?: [number, number]): BatteryItem => ({
  operation: 'integrate',
  expression,
  reference,
  bounds,
});
const lim = (expression: string, reference: string, approaching: string): BatteryItem => ({
  operation: 'limit',
  expression,
  reference,
  approaching,
});
const solve = (expression: string, reference: string, solutions: number, variable?: string): BatteryItem => ({
  operation: 'solve',
  expression,
  reference,
  solutions,
  variable,
});
const op = (operation: MathOperation, expression: string, reference: string): BatteryItem => ({
  operation,
  expression,
  reference,
});

export const BATTERY: BatteryItem[] = [
  // Derivatives: power, sum, product, quotient, chain, exponentials, logs, trig, Unicode and LaTeX input.
  d('3x^4 - 2x^2 + 7', '3x^4 - 2x^2 + 7'),
  d('x²·sin(x)', 'x^2 * sin(x)'),
  d('sin(x^2+1)', 'sin(x^2 + 1)'),
  d('e^(2x)', 'exp(2x)'),
  d('ln(x^2+1)', 'log(x^2 + 1)'),
  d('(x+1)/(x-1)', '(x + 1) / (x - 1)'),
  d('\\frac{1}{2}x^2 + \\sqrt{x}', 'x^2 / 2 + sqrt(x)'),
  d('\\sin(3x)\\cdot\\cos(x)', 'sin(3x) * cos(x)'),
  d('√(x²+4)', 'sqrt(x^2 + 4)'),
  d('x e^x', 'x * exp(x)'),
  d('tan(x)', 'tan(x)'),
  d('5/x^3', '5 / x^3'),
  d('3θ^2 + sin(θ)', '3 theta^2 + sin(theta)', 'theta'),
  d('(2x-3)^5', '(2x - 3)^5'),
  d('2^x', '2^x'),
  d('x ln(x) - x', 'x * log(x) - x'),
  // Integrals: indefinite (differentiated back by the judge) and definite (compared with a midpoint sum).
  int('x^2', 'x^2'),
  int('3x^2 + 2x + 1', '3x^2 + 2x + 1'),
  int('x e^x', 'x * exp(x)'),
  int('1/x', '1 / x'),
  int('sin(x)cos(x)', 'sin(x) * cos(x)'),
  int('\\frac{1}{1+x^2}', '1 / (1 + x^2)'),
  int('e^(3x)', 'exp(3x)'),
  int('√x', 'sqrt(x)'),
  int('ln(x)', 'log(x)'),
  int('x/(x^2+1)', 'x / (x^2 + 1)'),
  int('cos(2x)', 'cos(2x)'),
  int('x^2 from 0 to 3', 'x^2', [0, 3]),
  int('\\int_0^{\\pi} \\sin x \\, dx', 'sin(x)', [0, Math.PI]),
  int('∫ (2x+1) dx', '2x + 1'),
  // Limits, checked by the judge evaluating the reference close to the point.
  lim('sin(x)/x', 'sin(x) / x', '0'),
  lim('(1-cos(x))/x^2', '(1 - cos(x)) / x^2', '0'),
  lim('(x^2-4)/(x-2)', '(x^2 - 4) / (x - 2)', '2'),
  lim('(3x^2+1)/(x^2-2)', '(3x^2 + 1) / (x^2 - 2)', 'inf'),
  lim('(e^x - 1)/x', '(exp(x) - 1) / x', '0'),
  lim('\\frac{\\sqrt{x+1}-1}{x}', '(sqrt(x + 1) - 1) / x', '0'),
  lim('x sin(1/x)', 'x * sin(1 / x)', 'inf'),
  lim('\\frac{\\tan(3x)}{x}', 'tan(3x) / x', '0'),
  // Equations: real, repeated, complex roots; higher degree; letters; systems.
  solve('2x + 3 = 7', '2x + 3 - 7', 1),
  solve('x^2 - 5x + 6 = 0', 'x^2 - 5x + 6', 2),
  solve('x² + 2x + 5 = 0', 'x^2 + 2x + 5', 2),
  solve('x^2 = 2', 'x^2 - 2', 2),
  solve('x^2 + 9', 'x^2 + 9', 2),
  solve('x^3 - 1 = 0', 'x^3 - 1', 3),
  solve('x^4 = 16', 'x^4 - 16', 4),
  solve('x^5 + x + 1 = 0', 'x^5 + x + 1', 5),
  solve('x³ − 6x² + 11x − 6 = 0', 'x^3 - 6x^2 + 11x - 6', 3),
  solve('x^2 - 6x + 9 = 0', 'x^2 - 6x + 9', 1),
  solve('3(x+1) = 2(x-4)', '3(x + 1) - 2(x - 4)', 1),
  solve('\\frac{x}{2} + \\frac{x}{3} = 5', 'x / 2 + x / 3 - 5', 1),
  solve('2x^2 + 3x - 2 = 0', '2x^2 + 3x - 2', 2),
  solve('t^2 - 4t + 13 = 0', 't^2 - 4t + 13', 2, 't'),
  solve('e^x = 5', 'exp(x) - 5', 1),
  solve('2^(x+1) = 16', '2^(x + 1) - 16', 1),
  solve('x + y = 3; x - y = 1', 'x + y - 3; x - y - 1', 1),
  solve('2a + 3b = 12\na - b = 1', '2a + 3b - 12; a - b - 1', 1),
  solve('x + y + z = 6; x - y = 0; x + 2z = 7', 'x + y + z - 6; x - y; x + 2z - 7', 1),
  solve('y = x^2; y = 2x + 3', 'y - x^2; y - 2x - 3', 2),
  solve('x^2 + y^2 = 25; x + y = 7', 'x^2 + y^2 - 25; x + y - 7', 2),
  solve('x^2 + y = 5; x - y = 1', 'x^2 + y - 5; x - y - 1', 2),
  solve('x + y = 2a; x - y = 4', 'x + y - 2a; x - y - 4', 1),
  // Simplification, expansion, factorisation.
  op('simplify', '2(x+3) - x', '2(x + 3) - x'),
  op('simplify', '(x^2 - 1)/(x - 1)', '(x^2 - 1) / (x - 1)'),
  op('simplify', 'sin(x)^2 + cos(x)^2', 'sin(x)^2 + cos(x)^2'),
  op('simplify', '\\frac{1}{2}x^2 + \\sqrt{8}', 'x^2 / 2 + sqrt(8)'),
  op('simplify', '(x^2+2x+1)/(x+1)', '(x^2 + 2x + 1) / (x + 1)'),
  op('expand', '(x+1)^3', '(x + 1)^3'),
  op('expand', '(2x-3)(x+4)', '(2x - 3) * (x + 4)'),
  op('expand', '(a+b)^2', '(a + b)^2'),
  op('factorise', 'x^2 - 5x + 6', 'x^2 - 5x + 6'),
  op('factorise', '2x^2 + 7x + 3', '2x^2 + 7x + 3'),
  op('factorise', 'x^3 - 8', 'x^3 - 8'),
  op('factorise', 'x³ − x', 'x^3 - x'),
  // Numbers: exact forms with a decimal, degrees, and units.
  {
    operation: 'evaluate',
    expression: 'sqrt(8) + 1/3',
    reference: 'sqrt(8) + 1/3',
    value: Math.sqrt(8) + 1 / 3,
  },
  {
    operation: 'evaluate',
    expression: '√12 × 3 ÷ 4',
    reference: 'sqrt(12) * 3 / 4',
    value: (Math.sqrt(12) * 3) / 4,
  },
  {
    operation: 'evaluate',
    expression: '\\frac{3}{4} + \\frac{5}{6}',
    reference: '3/4 + 5/6',
    value: 3 / 4 + 5 / 6,
  },
  { operation: 'evaluate', expression: 'sin(30) + cos(60)', reference: '1', value: 1, angleUnit: 'deg' },
  { operation: 'evaluate', expression: '2π', reference: '2 pi', value: 2 * Math.PI },
  { operation: 'evaluate', expression: 'e^2 - ln(e)', reference: 'exp(2) - 1', value: Math.E ** 2 - 1 },
  { operation: 'evaluate', expression: '3 m/s * 2 s', reference: '', si: { value: 6, unit: 'm' } },
  { operation: 'evaluate', expression: '5 km to m', reference: '', si: { value: 5000, unit: 'm' } },
  { operation: 'evaluate', expression: '90 km/h to m/s', reference: '', si: { value: 25, unit: 'm/s' } },
  { operation: 'evaluate', expression: '2 kg * 9.81 m/s^2', reference: '', si: { value: 19.62, unit: 'N' } },
];

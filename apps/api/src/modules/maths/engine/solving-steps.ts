import type { MathNode } from 'mathjs';
import type { MathStep } from '@eps/contracts';
import type { CasWorker } from './cas-worker';
import { CasError } from './cas-worker';
import { fromCas, toLatex } from './notation';
import { isReal, near, samplePoints, valueAt } from './numeric';

/**
 * The coefficients of a polynomial equation in one unknown with number coefficients, from the constant
 * term up, or null. nerdamer's coeffs gives them; they are only trusted when the polynomial they make
 * equals the equation at sample points (coeffs also answers for sin(x) − 1/2, wrongly).
 */
export async function numericCoefficients(
  cas: CasWorker,
  zeroForm: string,
  zeroFormNode: MathNode,
  variable: string,
): Promise<number[] | null> {
  let coefficients: number[];
  try {
    const raw = await cas.run('coeffs', zeroForm, variable);
    coefficients = raw.map((c) => {
      const value = valueAt(fromCas(c, 'a coefficient'), {});
      if (!isReal(value)) throw new CasError('not a number');
      return value.re;
    });
  } catch {
    return null;
  }
  while (coefficients.length > 0 && coefficients[coefficients.length - 1] === 0) coefficients.pop();
  if (coefficients.length < 2) return null;
  const polynomial = (x: number) => coefficients.reduceRight((sum, c) => sum * x + c, 0);
  const agrees = samplePoints([variable]).every((scope) => {
    const value = valueAt(zeroFormNode, scope);
    return isReal(value) && near(value, { re: polynomial(scope[variable] as number), im: 0 });
  });
  return agrees ? coefficients : null;
}

/**
 * The working for a linear or quadratic equation (its coefficients from numericCoefficients): the
 * equation rearranged to = 0, then x = −b/a, or the discriminant and the quadratic formula. Higher
 * degrees get no steps.
 */
export function solvingSteps(coefficients: number[], variable: string): MathStep[] {
  const [c = 0, b = 0, a = 0] = coefficients;
  const num = (value: number) => toLatex(fromCas(String(Number(value.toPrecision(12))), 'a number'));
  if (coefficients.length === 2) {
    return [
      {
        description: 'Rearrange to the form ax + b = 0.',
        latex: `${num(b)}${variable} + ${num(c)} = 0`.replace(/\+ -/g, '- '),
      },
      { description: 'Divide: x = −b / a.', latex: `${variable} = \\frac{${num(-c)}}{${num(b)}}` },
    ];
  }
  if (coefficients.length !== 3) return [];
  const discriminant = b * b - 4 * a * c;
  const kind =
    discriminant > 0 ? 'two real roots' : discriminant === 0 ? 'one repeated real root' : 'two complex roots';
  return [
    {
      description: `Rearrange to the form ax² + bx + c = 0: a = ${a}, b = ${b}, c = ${c}.`,
      latex: `${num(a)}${variable}^2 + ${num(b)}${variable} + ${num(c)} = 0`.replace(/\+ -/g, '- '),
    },
    {
      description: `Discriminant b² − 4ac = ${Number(discriminant.toPrecision(12))}: ${kind}.`,
      latex: `\\Delta = (${num(b)})^2 - 4 \\cdot ${num(a)} \\cdot ${num(c)} = ${num(discriminant)}`,
    },
    {
      description: 'Quadratic formula.',
      latex: `${variable} = \\frac{-(${num(b)}) \\pm \\sqrt{${num(discriminant)}}}{2 \\cdot ${num(a)}}`,
    },
  ];
}

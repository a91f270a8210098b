import type { QuestionAnswer, QuestionAnswerType } from '@eps/contracts';
import { checkAnswer, type Verdict } from './check-answer';
import { latexToExpression } from './latex-to-expression';

const numeric = (value: number, extra: Partial<QuestionAnswer> = {}): QuestionAnswer => ({
  value,
  tolerance: 1e-9,
  toleranceType: 'relative',
  ...extra,
});
const algebraic = (expression: string, accepted: string[] = []): QuestionAnswer => ({ expression, accepted });

type Row = [string, QuestionAnswerType, QuestionAnswer | null, string, Verdict];

const rows: Row[] = [
  // numbers in equivalent forms
  ['decimal', 'numeric', numeric(0.5), '0.5', 'correct'],
  ['fraction', 'numeric', numeric(0.5), '1/2', 'correct'],
  ['e-notation', 'numeric', numeric(0.5), '5e-1', 'correct'],
  ['capital E-notation', 'numeric', numeric(0.5), '5E-1', 'correct'],
  ['percentage', 'numeric', numeric(0.5), '50%', 'correct'],
  ['leading dot', 'numeric', numeric(0.5), '.5', 'correct'],
  ['LaTeX fraction', 'numeric', numeric(0.75), '$$\\frac{3}{4}$$', 'correct'],
  ['thousands separator', 'numeric', numeric(1250), '1,250', 'correct'],
  ['negative with unicode minus', 'numeric', numeric(-3), '−3', 'correct'],
  ['times ten to the power', 'numeric', numeric(3.2e-5), '3.2 × 10^-5', 'correct'],
  ['scientific notation in LaTeX', 'numeric', numeric(6.02e23), '$$6.02\\times10^{23}$$', 'correct'],
  ['percentage when % is the unit', 'numeric', numeric(40, { units: '%' }), '40%', 'correct'],
  // tolerance
  [
    'within absolute tolerance',
    'numeric',
    numeric(9.81, { tolerance: 0.005, toleranceType: 'absolute' }),
    '9.812',
    'correct',
  ],
  [
    'outside absolute tolerance',
    'numeric',
    numeric(9.81, { tolerance: 0.005, toleranceType: 'absolute' }),
    '9.8',
    'incorrect',
  ],
  [
    'within relative tolerance',
    'numeric',
    numeric(1500, { tolerance: 0.01, toleranceType: 'relative' }),
    '1510',
    'correct',
  ],
  // units
  ['same unit', 'numeric', numeric(5000, { units: 'm' }), '5000 m', 'correct'],
  ['converted unit', 'numeric', numeric(5000, { units: 'm' }), '5 km', 'correct'],
  ['compound units converted', 'numeric', numeric(20, { units: 'm/s' }), '72 km/h', 'correct'],
  ['no unit means the asked unit', 'numeric', numeric(5000, { units: 'm' }), '5000', 'correct'],
  [
    'units written with powers',
    'numeric',
    numeric(-1550, { units: 'kJ mol^-1', tolerance: 0.02 }),
    '-1550000 J/mol',
    'correct',
  ],
  [
    'micro sign and ohm sign',
    'numeric',
    numeric(15.4, { units: 'Ω', tolerance: 0.02 }),
    '0.0154 kΩ',
    'correct',
  ],
  [
    'degrees Celsius',
    'numeric',
    numeric(10.7, { units: '°C', tolerance: 0.2, toleranceType: 'absolute' }),
    '10.7 °C',
    'correct',
  ],
  [
    'a unit the checker does not know, written as asked',
    'numeric',
    numeric(20, { units: 'units' }),
    '20 units',
    'correct',
  ],
  ['wrong dimension', 'numeric', numeric(5000, { units: 'm' }), '5000 s', 'incorrect'],
  ['right number in the wrong unit', 'numeric', numeric(5000, { units: 'm' }), '5000 km', 'incorrect'],
  // wrong numbers must not pass
  ['wrong number', 'numeric', numeric(0.5), '0.6', 'incorrect'],
  ['wrong fraction', 'numeric', numeric(0.5), '1/3', 'incorrect'],
  ['percentage is not the bare number', 'numeric', numeric(0.5), '0.5%', 'incorrect'],
  ['not a number', 'numeric', numeric(0.5), 'half', 'unreadable'],
  ['a variable is not a number', 'numeric', numeric(2), 'x', 'unreadable'],
  // algebraic forms
  ['expanded', 'algebraic', algebraic('2(x+1)'), '2x+2', 'correct'],
  ['factorised', 'algebraic', algebraic('$$x^2-1$$'), '(x-1)(x+1)', 'correct'],
  ['reordered', 'algebraic', algebraic('$$2x+6$$'), '6 + 2*x', 'correct'],
  [
    'LaTeX fraction vs plain',
    'algebraic',
    algebraic('$$\\frac{x^2+2x}{6-x^2}$$'),
    '(x^2+2x)/(6-x^2)',
    'correct',
  ],
  ['LaTeX given', 'algebraic', algebraic('x/2'), '$$\\frac{1}{2}x$$', 'correct'],
  ['powers with braces', 'algebraic', algebraic('$$\\left(x+3\\right)^{2}$$'), 'x^2+6x+9', 'correct'],
  ['sqrt and nth root', 'algebraic', algebraic('$$\\sqrt[3]{x^{6}}$$'), 'x^2', 'correct'],
  ['two variables', 'algebraic', algebraic('$$3xy-y$$'), 'y(3x-1)', 'correct'],
  [
    'equation answered by its right side',
    'algebraic',
    algebraic('$$f(g(h(x)))=\\left(\\sqrt{x}-6\\right)^4+6$$'),
    '(sqrt(x)-6)^4+6',
    'correct',
  ],
  ['pi constant', 'algebraic', algebraic('$$2500\\pi$$'), '2500pi', 'correct'],
  [
    'correctly rounded decimal of an exact value',
    'algebraic',
    algebraic('$$2500\\pi$$'),
    '7853.98',
    'correct',
  ],
  ['too coarse a decimal', 'algebraic', algebraic('$$2500\\pi$$'), '7800', 'incorrect'],
  ['cdot and times', 'algebraic', algebraic('$$3\\cdot 4\\times x$$'), '12x', 'correct'],
  ['logs', 'algebraic', algebraic('$$\\ln(x^2)$$'), '2ln(x)', 'correct'],
  [
    'inequality, other side and form',
    'algebraic',
    algebraic('$$a \\geq \\frac{-1}{20}$$'),
    '-0.05 <= a',
    'correct',
  ],
  [
    'inequality, wrong direction',
    'algebraic',
    algebraic('$$a \\geq \\frac{-1}{20}$$'),
    'a <= -1/20',
    'incorrect',
  ],
  ['trig in degrees', 'algebraic', algebraic('72**{\\circ}'), '72°', 'correct'],
  [
    'Greek letters and subscripts',
    'algebraic',
    algebraic('$$\\frac{3L\\left(\\rho_0+\\rho_1\\right)}{4}$$'),
    '0.75 L (rho_0 + rho_1)',
    'correct',
  ],
  ['domain only above 5', 'algebraic', algebraic('$$3x^2 \\sqrt{x-5}$$'), '3 x^2 (x-5)^(1/2)', 'correct'],
  [
    'domain only inside (-1, 1)',
    'algebraic',
    algebraic('$$\\frac{-1}{\\sqrt{1-x^2}}$$'),
    '-(1-x^2)^(-1/2)',
    'correct',
  ],
  [
    'whole-number powers of a negative base',
    'algebraic',
    algebraic('$$-{\\left(-9\\right)}^n$$'),
    '-(-9)^n',
    'correct',
  ],
  ['wrong sign', 'algebraic', algebraic('2(x+1)'), '2x-2', 'incorrect'],
  ['missing term', 'algebraic', algebraic('$$x^2+2x+1$$'), 'x^2+1', 'incorrect'],
  ['wrong power', 'algebraic', algebraic('$$x^3$$'), 'x^2', 'incorrect'],
  ['other variable', 'algebraic', algebraic('2x'), '2y', 'incorrect'],
  ['garbage', 'algebraic', algebraic('2x'), '2x+)', 'unreadable'],
  ['indexing is refused', 'algebraic', algebraic('2x'), 'x[1]', 'unreadable'],
  ['an unknown name is letters, never a call', 'algebraic', algebraic('2x'), 'import(1)', 'incorrect'],
  // multiple choice
  ['right choice', 'multiple-choice', { choices: ['g(f(x))', 'f(g(x))'], correct: 1 }, 'f(g(x))', 'correct'],
  [
    'wrong choice',
    'multiple-choice',
    { choices: ['g(f(x))', 'f(g(x))'], correct: 1 },
    'g(f(x))',
    'incorrect',
  ],
  ['not a choice', 'multiple-choice', { choices: ['A', 'B'], correct: 0 }, 'C', 'unreadable'],
  // OATutor's string answers
  ['string answer, spaces differ', 'short-text', { accepted: ['8,13'] }, '8, 13', 'correct'],
  [
    'string answer, LaTeX delimiters',
    'short-text',
    { accepted: ['$$(-\\infty,\\infty)$$'] },
    '(-\\infty, \\infty)',
    'correct',
  ],
  ['string answer, case', 'short-text', { accepted: ['Rational'] }, 'rational', 'correct'],
  ['string answer, wrong', 'short-text', { accepted: ['8,13'] }, '8,14', 'incorrect'],
  // not auto-marked
  ['extended writing', 'extended', null, 'Because the enzyme denatures.', 'not-auto-marked'],
  ['short text without answers', 'short-text', null, 'osmosis', 'not-auto-marked'],
];

describe('checkAnswer', () => {
  it.each(rows)('%s: %s answer %j given %j → %s', (_name, type, answer, given, verdict) => {
    expect(checkAnswer(type, answer, given).verdict).toBe(verdict);
  });

  it('says why it could not read an answer, with examples of what it reads', () => {
    expect(checkAnswer('numeric', numeric(1), 'one').feedback).toMatch(
      /Could not read that answer.*0\.5, 1\/2 or 5e-1/,
    );
  });

  it('names the unit a wrong-dimension answer should be in', () => {
    expect(checkAnswer('numeric', numeric(5, { units: 'm' }), '5 s').feedback).toMatch(
      /Give the answer in m/,
    );
  });
});

describe('latexToExpression', () => {
  it.each([
    ['$$\\frac{1}{2}$$', '((1)/(2))'],
    ['\\sqrt{x}', 'sqrt(x)'],
    ['x^{2}', 'x^(2)'],
    ['\\left(x+1\\right)', '(x+1)'],
    ['1{,}000', '1000'],
    ['\\left|x\\right|', 'abs(x)'],
  ])('%s → %s', (latex, expression) => {
    expect(latexToExpression(latex).replace(/\s+/g, '')).toBe(expression);
  });
});

import type { MathEvaluateRequest, MathEvaluateResult, MathOperation } from '@eps/contracts';
import { AppError } from '../../../../common/app-error';
import { equivalentExpressions, stripMathDelimiters } from '../../../questions/answer-checking';
import type { ReplyComposer } from './reply-composer';

/** The maths engine as the tutor uses it (MathsService in modules/maths). */
export interface MathsEvaluator {
  evaluate(request: MathEvaluateRequest): Promise<MathEvaluateResult>;
}

export interface MathsProblem {
  operation: MathOperation;
  expression: string;
  variable?: string;
  approaching?: string;
}

const VERBS: Record<MathOperation, string> = {
  evaluate: 'Evaluate',
  simplify: 'Simplify',
  expand: 'Expand',
  factorise: 'Factorise',
  solve: 'Solve',
  differentiate: 'Differentiate',
  integrate: 'Integrate',
  limit: 'Find the limit of',
};

/**
 * Where to start when the maths engine gives no steps for an operation: the method each operation
 * always begins with, about the operation and never about this problem's result.
 */
const FIRST_MOVES: Record<MathOperation, string> = {
  evaluate:
    'Work inside brackets first, then powers, then multiplication and division, then addition and subtraction; keep the units with each number.',
  simplify: 'Look for a common factor in the numerator and denominator, or like terms you can collect.',
  expand: 'Multiply every term in the first bracket by every term in the second, then collect like terms.',
  factorise:
    'Take out any common factor first, then look for two numbers that multiply to the constant term and add to the middle coefficient (or a difference of two squares).',
  solve:
    'Collect the terms with the unknown on one side and the numbers on the other; if there is a squared term, rearrange to "= 0" and factorise or use the quadratic formula.',
  differentiate:
    'Decide which rule applies: a sum is differentiated term by term, a product needs the product rule, a function of a function needs the chain rule.',
  integrate:
    'Decide which method fits: a sum integrates term by term, a product of x and another function suggests integration by parts, an inner function with its derivative nearby suggests substitution.',
  limit: 'Substitute the value first; if you get 0/0 or ∞/∞, factorise and cancel, or use a standard limit.',
};

const FUNCTION_WITHOUT_BRACKETS =
  /(\\?\b(?:arcsin|arccos|arctan|sinh|cosh|tanh|sin|cos|tan|sec|csc|cot|ln|log|exp|sqrt))\s+(-?[A-Za-z0-9.]+(?:\^(?:\{[^}]*\}|[A-Za-z0-9]+))?)/g;

/** "sec^2 x" as on paper: the function's value squared, sec(x)^2. */
const POWER_OF_FUNCTION =
  /(\\?\b(?:sin|cos|tan|sec|csc|cot|ln|log))\^(\d+|\{\d+\})\s*(-?[A-Za-z0-9.]+(?![A-Za-z0-9(]))/g;

/**
 * The expression as the maths engine should read it: without the delimiters a student types around it
 * ($…$, \(…\), \[…\]), a function written without brackets given them ("sin x" → "sin(x)", as it is
 * read on paper), and "15% of 80" as a product.
 */
export function bareExpression(text: string): string {
  const bare = stripMathDelimiters(text)
    .replace(/\s+/g, ' ')
    .replace(POWER_OF_FUNCTION, '$1($3)^$2')
    .replace(FUNCTION_WITHOUT_BRACKETS, '$1($2)')
    .replace(/(\d+(?:\.\d+)?)\s*%\s*of\s+/gi, '$1/100 * ')
    .replace(/\bsquare root of\s+(\S+)/gi, 'sqrt($1)')
    // "the mean of 3, 5, 7" as the arithmetic it is (the maths engine has no statistics functions).
    .replace(
      /\b(?:the\s+)?(mean|sum|total)\s+of\s+(-?[\d.]+(?:\s*,?\s*(?:and\s+)?-?[\d.]+)+)/gi,
      (_, f: string, list: string) => {
        const values = list.trim().split(/\s*,\s*(?:and\s+)?|\s+and\s+/);
        const total = `(${values.join(' + ')})`;
        return f.toLowerCase() === 'mean' ? `${total}/${values.length}` : total;
      },
    )
    .replace(/\s+squared\b/gi, '^2')
    .replace(/\s+cubed\b/gi, '^3')
    // The units library spells metre the American way ("litre" it knows).
    .replace(/\b(kilo|centi|milli)?metre(s?)\b/gi, '$1meter$2')
    .trim();
  // Equations joined by "and" are a system, which the maths engine takes separated by ";".
  return (bare.match(/=/g) ?? []).length > 1 ? bare.replace(/\s+(?:and|,)\s+/gi, '; ') : bare;
}

/** The maths engine declined: it could not read the input, or it cannot do this operation on it. */
export interface MathsRefusal {
  unreadable: boolean;
  message: string;
}

export const isRefusal = (r: MathEvaluateResult | MathsRefusal): r is MathsRefusal => 'unreadable' in r;

/** The maths engine's answer, or why it declined (its 400s: unreadable input, an operation it cannot do). */
export async function runMaths(
  maths: MathsEvaluator,
  problem: MathsProblem,
): Promise<MathEvaluateResult | MathsRefusal> {
  try {
    return await maths.evaluate({
      expression: bareExpression(problem.expression),
      operation: problem.operation,
      ...(problem.variable ? { variable: problem.variable } : {}),
      ...(problem.approaching ? { approaching: problem.approaching } : {}),
    });
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 400) throw err;
    return {
      unreadable: err.code !== 'MATH_UNSUPPORTED' && err.code !== 'MATH_TOO_HARD',
      message: err.message,
    };
  }
}

/** The engine's answer when it gave one (for checks and follow-ups, where a refusal means "cannot tell"). */
async function answerOf(maths: MathsEvaluator, problem: MathsProblem): Promise<MathEvaluateResult | null> {
  const result = await runMaths(maths, problem);
  return isRefusal(result) ? null : result;
}

function statementOf(problem: MathsProblem, result: MathEvaluateResult): string {
  const variable = problem.variable ?? 'x';
  const infinity = (point: string) =>
    point.replace(/^(-?)inf(?:inity)?$/, (_, sign: string) => `${sign}\\infty`);
  const heading =
    problem.operation === 'limit' && problem.approaching
      ? `**Find the limit** as $${variable} \\to ${infinity(problem.approaching)}$ of`
      : `**${VERBS[problem.operation]}**${
          problem.variable && ['differentiate', 'integrate', 'solve'].includes(problem.operation)
            ? ` (in $${problem.variable}$)`
            : ''
        }`;
  return `${heading}:\n\n$$\n${result.inputLatex}\n$$`;
}

const INEXACT = /\\sqrt|\\frac|\\pi|\\ln|\\log|\\sin|\\cos|\\tan|e\}?\^/;

/** A step's words without a trailing full stop, so "Product rule: …." does not end in ".:". */
const stepWords = (description: string) => description.trim().replace(/\.$/, '');

/** Hint mode: the next step's description only (which rule applies), never the step's maths or the result. */
export async function writeMathsHint(
  out: ReplyComposer,
  problem: MathsProblem,
  result: MathEvaluateResult,
  hintsGiven: number,
  introduce: boolean,
): Promise<void> {
  if (introduce) {
    await out.say(statementOf(problem, result));
    await out.say(
      'What have you tried so far? Send me your working or your answer ("I got …") and I will check it with the maths engine.',
    );
  }
  const steps = result.steps.map((s) => stepWords(s.description)).filter(Boolean);
  if (hintsGiven < Math.max(steps.length, 1)) {
    const move = steps[hintsGiven] ?? FIRST_MOVES[problem.operation];
    await out.say(
      `**Hint ${hintsGiven + 1}${steps.length > 1 ? ` of ${steps.length}` : ''}:** ${move.replace(/\.?$/, '.')}`,
    );
  } else {
    await out.say('You have had every step as a hint; try finishing it from there.');
  }
  await out.say('Choose **Show the worked answer** whenever you want the full solution.');
}

/** Answer mode: the input as read, the engine's steps, the result and how it was checked. */
export async function writeMathsAnswer(
  out: ReplyComposer,
  problem: MathsProblem,
  result: MathEvaluateResult,
): Promise<void> {
  await out.say(statementOf(problem, result));
  if (result.steps.length) {
    await out.say(
      result.steps.map((s, i) => `${i + 1}. ${stepWords(s.description)}: $${s.latex}$`).join('\n'),
    );
  }
  // A decimal helps only where the exact form is not one already (surds, fractions, π), never for complex roots.
  const approx =
    result.approximation && INEXACT.test(result.resultLatex) && !/\bi\b/.test(result.resultText)
      ? ` $\\approx ${result.approximation}$`
      : '';
  await out.say(`**Result:**\n\n$$\n${result.resultLatex}\n$$${approx ? `\n\n${approx.trim()}` : ''}`);
  if (result.check.status === 'passed') await out.say(`Checked: ${result.check.description}`);
  else if (result.check.status === 'failed')
    await out.say(
      `**Do not rely on this result:** the maths engine's own check disagreed (${result.check.description}). Try the expression in the calculator (/calculator) written another way.`,
    );
}

/**
 * The expression changed a little: its first whole number plus one, else its variable squared where it
 * first stands alone ("x e^x" → "x^2 e^x").
 */
function nearbyExpression(expression: string, variable: string): string | null {
  const number = /(?<![\d.^])(\d+)(?![\d.])/.exec(expression);
  if (number)
    return `${expression.slice(0, number.index)}${Number(number[1]) + 1}${expression.slice(number.index + number[1].length)}`;
  const alone = new RegExp(`(?<![A-Za-z\\\\^])${variable}(?![A-Za-z^(])`).exec(expression);
  return alone
    ? `${expression.slice(0, alone.index)}${variable}^2${expression.slice(alone.index + variable.length)}`
    : null;
}

/**
 * A check question from the same operation on a nearby expression, kept only when the maths engine can
 * answer it (and its check passed), so the question is one the student can check.
 */
export async function nearbyCheckQuestion(
  maths: MathsEvaluator,
  problem: MathsProblem,
): Promise<string | null> {
  const nearby = nearbyExpression(bareExpression(problem.expression), problem.variable ?? 'x');
  if (!nearby) return null;
  const result = await answerOf(maths, { ...problem, expression: nearby });
  if (!result || result.check.status !== 'passed') return null;
  // "\int …\,dx" already says "integrate"; other operations name their verb.
  const verb = /^\\int/.test(result.inputLatex.trim()) ? 'find' : VERBS[problem.operation].toLowerCase();
  return `Now try one on your own: ${verb} $${result.inputLatex}$${
    problem.operation === 'limit' && problem.approaching
      ? ` as $${problem.variable ?? 'x'}$ tends to ${problem.approaching}`
      : ''
  }.`;
}

/** "I got 2x cos x", "my answer is x = 2": the student's own result, or null. */
export function attemptIn(message: string): string | null {
  const match =
    /(?:^|\b)(?:i got|i get|i have|my answer is|my answer:|answer:|i think (?:it'?s|it is)|is it)\s+(.+?)\s*[?.!]*$/i.exec(
      message.trim(),
    );
  return match ? match[1] : null;
}

/**
 * Whether a student's result agrees with the engine's, judged by the question bank's CAS equivalence
 * (numeric at many points); an integral is compared by differentiating it, since a constant may differ.
 * Null when it cannot tell (a solution set, or an expression it cannot read).
 */
export async function attemptAgrees(
  maths: MathsEvaluator,
  problem: MathsProblem,
  result: MathEvaluateResult,
  attempt: string,
): Promise<boolean | null> {
  if (problem.operation === 'solve') return null;
  const theirs = bareExpression(attempt)
    .replace(/^[A-Za-z]+(?:'|\(x\))?\s*=\s*/, '')
    .replace(/\s*\+\s*C$/, '');
  let given = theirs;
  let expected = result.resultText;
  if (problem.operation === 'integrate') {
    const derivative = await answerOf(maths, {
      operation: 'differentiate',
      expression: theirs,
      variable: problem.variable,
    });
    if (!derivative) return null;
    given = derivative.resultText;
    expected = bareExpression(problem.expression);
  }
  const verdict = equivalentExpressions(given, expected);
  return verdict === 'equivalent' ? true : verdict === 'different' ? false : null;
}

import type { MathNode } from 'mathjs';
import type { MathEvaluateResult, MathOperation, MathStep } from '@eps/contracts';
import type { Comparison, Value } from './numeric';
import { formatNumber, toLatex, toText } from './notation';

export type Check = MathEvaluateResult['check'];

/** Fewer real points than this and a comparison proves nothing. */
const MIN_POINTS = 3;

/** A comparison at points → the check the caller sees; `what` says what agreed ("…at 8 points"). */
export function verdict(comparison: Comparison, what: string): Check {
  const { compared, disagreed } = comparison;
  if (comparison.unevaluable)
    return {
      status: 'none',
      description: 'Not checked: the result uses a function the checker cannot evaluate (such as Si or erf).',
    };
  if (compared < MIN_POINTS)
    return {
      status: 'none',
      description: `Not checked: the expression has a real value at only ${compared} of the test points.`,
    };
  if (disagreed > 0)
    return {
      status: 'failed',
      description: `Check failed: ${what} at only ${compared - disagreed} of ${compared} test points. Do not trust this result.`,
    };
  return { status: 'passed', description: `${what} at ${compared} test points.` };
}

export function formatValue(value: Value): string {
  if (Math.abs(value.im) <= 1e-12 * Math.max(1, Math.abs(value.re))) return formatNumber(value.re);
  const im = formatNumber(Math.abs(value.im));
  return `${formatNumber(value.re)} ${value.im < 0 ? '-' : '+'} ${im}i`;
}

export interface ResultParts {
  operation: MathOperation;
  input: MathNode;
  /** What was read, when the input tree alone does not say it (the ∫ and bounds of an integral). */
  inputLatex?: string;
  output: MathNode;
  check: Check;
  steps?: MathStep[];
  approximation?: string | null;
  /** Appended to the result, as " + C" after an antiderivative. */
  suffix?: { latex: string; text: string };
}

export function buildResult(parts: ResultParts): MathEvaluateResult {
  return {
    operation: parts.operation,
    inputLatex: parts.inputLatex ?? toLatex(parts.input),
    resultLatex: toLatex(parts.output) + (parts.suffix?.latex ?? ''),
    resultText: toText(parts.output) + (parts.suffix?.text ?? ''),
    approximation: parts.approximation ?? null,
    steps: parts.steps ?? [],
    check: parts.check,
  };
}

import type { MathEvaluateResult } from '@eps/contracts';

/** Inputs whose answer may have an exact form beyond a fraction (a surd, a multiple of π, a log). */
export function mayHaveExactForm(input: string): boolean {
  return /sqrt|√|pi|π|\^\s*\(?\s*-?\d+\s*\/|sin|cos|tan|log|ln|cbrt|nthRoot/i.test(input);
}

/**
 * The engine's exact answer (2\sqrt{2}) when it is worth showing beside the browser's decimal: the
 * engine's own check did not fail, it is not just the decimal again, and its value agrees with the
 * browser's to 9 significant figures (so an exact form is never shown for a different number).
 */
export function exactFormOf(result: MathEvaluateResult, decimal: number): string | null {
  if (result.check.status === 'failed' || result.approximation === null) return null;
  const engineValue = Number(result.approximation);
  if (!Number.isFinite(engineValue)) return null;
  if (Math.abs(engineValue - decimal) > 1e-9 * Math.max(1, Math.abs(decimal))) return null;
  if (/^-?\d+(\.\d+)?$/.test(result.resultText.trim())) return null;
  return result.resultLatex;
}

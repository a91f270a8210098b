import {
  checkAnswer,
  equivalentExpressions,
  isKnownUnit,
  readNumber,
  stripMathDelimiters,
} from '../../../questions/answer-checking';
import type { ExactAnswer, MarkingPoint } from '../grading-engine';

/** A number written in a mark scheme ("12 m/s") accepts answers within 1% of it, in any convertible unit. */
const SCHEME_NUMBER_TOLERANCE = 0.01;
/** Words allowed in an expression: function names and LaTeX commands, not prose. */
const MATH_WORDS =
  /^(?:sin|cos|tan|sec|csc|cot|sqrt|frac|dfrac|log|ln|exp|pi|theta|alpha|beta|lambda|left|right|cdot|times)$/;

/**
 * What a point asks for when it is a value or an expression: a bank part's own answer, or a point
 * written as one ("12 m/s", "v = 2.5 × 10^3 J", "$2x(x+1)$", "y = 3x + 2"); null for a point in words.
 */
export function exactAnswerOf(point: MarkingPoint): ExactAnswer | null {
  if (point.exact) return point.exact;
  const body = stripMathDelimiters(point.point).trim().replace(/\.$/, '');
  const value = body.replace(/^[A-Za-z][A-Za-z ]{0,30}=\s*/, '');
  if (/^[-+]?(?:\d|\.\d)/.test(value)) {
    try {
      const read = readNumber(value);
      // "2 hydrogen atoms" is a point in words that starts with a number, not a value.
      if (!read.unit || isKnownUnit(read.unit))
        return {
          type: 'numeric',
          answer: {
            value: read.value,
            units: read.unit ?? undefined,
            tolerance: SCHEME_NUMBER_TOLERANCE,
            toleranceType: 'relative',
          },
        };
    } catch {
      // Not a number after all: perhaps an expression.
    }
  }
  const words = body.match(/[A-Za-z]{3,}/g) ?? [];
  const looksLikeMaths =
    /[=+*/^]|\\frac|\\sqrt|\d[a-z]/i.test(body) && words.every((w) => MATH_WORDS.test(w));
  if (looksLikeMaths && equivalentExpressions(body, body) === 'equivalent')
    return { type: 'algebraic', answer: { expression: body } };
  return null;
}

/** The piece of the answer that gives the expected value or expression, or null when none does. */
export function findExactAnswer(expected: ExactAnswer, answer: string): string | null {
  const candidates = expected.type === 'numeric' ? numberCandidates(answer) : expressionCandidates(answer);
  return candidates.find((c) => checkAnswer(expected.type, expected.answer, c).verdict === 'correct') ?? null;
}

/**
 * Each number in the answer as written with its unit: the longest run of up to three following words
 * that reads as a unit ("12 m/s", "43.2 km/h", "12 kg"), else the bare number ("12 and" is 12).
 */
function numberCandidates(answer: string): string[] {
  const found: string[] = [];
  for (const match of answer.matchAll(/[-+]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)/g)) {
    const words = answer.slice(match.index).split(/\s+/).slice(0, 4);
    const readings = words.map((_, n) =>
      words
        .slice(0, n + 1)
        .join(' ')
        .replace(/[.,;:!?)]+$/, ''),
    );
    const withUnit = readings.slice(1).reverse().find(hasKnownUnit);
    found.push(withUnit ?? readings[0]);
  }
  return found;
}

function hasKnownUnit(candidate: string): boolean {
  try {
    const { unit } = readNumber(candidate);
    return unit !== null && isKnownUnit(unit);
  } catch {
    return false;
  }
}

/** $…$ pieces, each line, what follows each line's last "=", and the whole answer. */
function expressionCandidates(answer: string): string[] {
  const pieces = [...answer.matchAll(/\$+([^$]+)\$+/g)].map((m) => m[1]);
  const lines = answer.split(/\n|;|,\s(?=[a-z]\s*=)/);
  const afterEquals = lines.map((l) => l.slice(l.lastIndexOf('=') + 1));
  return [...new Set([...pieces, ...lines, ...afterEquals, answer].map((s) => s.trim()))].filter(
    (s) => s && s.length <= 300,
  );
}

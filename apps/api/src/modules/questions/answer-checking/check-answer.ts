import type { QuestionAnswer, QuestionAnswerType } from '@eps/contracts';
import { equivalentExpressions } from './equivalence';
import { UnreadableAnswerError } from './expression';
import { stripMathDelimiters } from './latex-to-expression';
import { convertUnit, isKnownUnit, normaliseUnit, readNumber, type ReadNumber } from './numeric-answer';

export type Verdict = 'correct' | 'incorrect' | 'unreadable' | 'not-auto-marked';

export interface CheckResult {
  verdict: Verdict;
  feedback: string;
}

export const NOT_AUTO_MARKED =
  'This part is not marked automatically: compare your answer with the mark scheme.';

/** Text compared as text: no $…$, no spaces, one case, no trailing full stop, \left/\right dropped. */
export function normaliseText(s: string): string {
  return stripMathDelimiters(s)
    .replace(/\\left|\\right|\\,|\\;|\\!|\{,\}/g, '')
    .replace(/\s+/g, '')
    .replace(/−/g, '-')
    .replace(/\.$/, '')
    .toLowerCase();
}

function withinTolerance(given: number, expected: number, answer: QuestionAnswer): boolean {
  const tolerance = answer.tolerance ?? 1e-9;
  const bound =
    answer.toleranceType === 'absolute' ? tolerance : tolerance * Math.max(Math.abs(expected), 1e-12);
  return Math.abs(given - expected) <= bound + 1e-12;
}

/** The values a read number may stand for in the expected units: 50% is 0.5, or 50 when % is the unit. */
function candidates(read: ReadNumber, units: string | undefined): number[] | 'wrong-units' {
  const percentUnits = !!units && /%|percent/i.test(units);
  if (read.percent) return percentUnits ? [read.value, read.value / 100] : [read.value / 100];
  if (!read.unit || !units || normaliseUnit(read.unit) === normaliseUnit(units)) return [read.value];
  if (!isKnownUnit(units) || !isKnownUnit(read.unit)) return 'wrong-units';
  const converted = convertUnit(read.value, read.unit, units);
  return converted === null ? 'wrong-units' : [converted];
}

function checkNumeric(given: string, answer: QuestionAnswer): CheckResult {
  const expected = [answer.value, ...(answer.accepted ?? []).map((a) => safeNumber(a))].filter(
    (v): v is number => typeof v === 'number',
  );
  const read = readNumber(given);
  const values = candidates(read, answer.units);
  if (values === 'wrong-units')
    return {
      verdict: 'incorrect',
      feedback: `Not right: "${read.unit}" cannot be converted to ${answer.units}. Give the answer in ${answer.units}.`,
    };
  if (values.some((v) => expected.some((e) => withinTolerance(v, e, answer))))
    return { verdict: 'correct', feedback: 'Correct.' };
  return { verdict: 'incorrect', feedback: 'Not right yet: check your working, or open a hint.' };
}

function safeNumber(s: string): number | null {
  try {
    return readNumber(s).value;
  } catch {
    return null;
  }
}

/** Exact or equivalent to one accepted form; a correctly rounded decimal of a constant answer counts too. */
function checkAlgebraic(given: string, answer: QuestionAnswer): CheckResult {
  const forms = [answer.expression, ...(answer.accepted ?? [])].filter((f): f is string => !!f);
  const givenText = normaliseText(given);
  if (forms.some((f) => normaliseText(f) === givenText)) return { verdict: 'correct', feedback: 'Correct.' };
  let readable = false;
  for (const form of forms) {
    const result = equivalentExpressions(given, form);
    if (result === 'equivalent') return { verdict: 'correct', feedback: 'Correct.' };
    if (result !== 'given-unreadable') readable = true;
  }
  if (!readable) throw new UnreadableAnswerError('the expression could not be read');
  return { verdict: 'incorrect', feedback: 'Not right yet: check your working, or open a hint.' };
}

function checkChoice(given: string, answer: QuestionAnswer): CheckResult {
  const choices = answer.choices ?? [];
  const index = choices.findIndex((c) => normaliseText(c) === normaliseText(given));
  if (index < 0) throw new UnreadableAnswerError('the answer is not one of the choices');
  return index === answer.correct
    ? { verdict: 'correct', feedback: 'Correct.' }
    : { verdict: 'incorrect', feedback: 'Not this one: read the question again, or open a hint.' };
}

/**
 * Marks one answer against a part's stored answer. Numeric, algebraic and multiple-choice parts are
 * checked as maths; a short-text part with accepted answers (OATutor's string steps) is compared as
 * normalised text, or as maths when both sides read as maths; other parts are not marked automatically.
 */
export function checkAnswer(
  type: QuestionAnswerType,
  answer: QuestionAnswer | null,
  given: string,
): CheckResult {
  try {
    if (type === 'multiple-choice' && answer?.choices) return checkChoice(given, answer);
    if (type === 'numeric' && answer?.value !== undefined) return checkNumeric(given, answer);
    if (type === 'algebraic' && answer?.expression) return checkAlgebraic(given, answer);
    if (type === 'short-text' && answer?.accepted?.length) {
      const givenText = normaliseText(given);
      if (answer.accepted.some((a) => normaliseText(a) === givenText))
        return { verdict: 'correct', feedback: 'Correct.' };
      if (answer.accepted.some((a) => equivalentExpressions(given, a) === 'equivalent'))
        return { verdict: 'correct', feedback: 'Correct.' };
      return { verdict: 'incorrect', feedback: 'Not right yet: check your working, or open a hint.' };
    }
    return { verdict: 'not-auto-marked', feedback: NOT_AUTO_MARKED };
  } catch (err) {
    if (!(err instanceof UnreadableAnswerError)) throw err;
    return {
      verdict: 'unreadable',
      feedback: `Could not read that answer (${err.message}). Write a number such as 0.5, 1/2 or 5e-1, or an expression such as 2(x+1).`,
    };
  }
}

import type { QuestionAnswerType, QuestionHint, QuizItemType } from '@eps/contracts';
import type { PracticePartRow } from '../questions/practice/practice-parts.service';
import type { QuizItemDraft } from './quiz-item-draft';

/** The bank's answer types that can serve each quiz item type. */
export const ANSWER_TYPES_FOR: Record<QuizItemType, QuestionAnswerType[]> = {
  'multiple-choice': ['multiple-choice'],
  'true-false': ['multiple-choice'],
  numeric: ['numeric'],
  algebraic: ['algebraic'],
  'short-answer': ['short-text', 'extended'],
};

export function answerTypesFor(types: readonly QuizItemType[]): QuestionAnswerType[] {
  return [...new Set(types.flatMap((t) => ANSWER_TYPES_FOR[t]))];
}

function hintTexts(hints: QuestionHint[]): string[] {
  return hints.map((h) => (h.title ? `${h.title}: ${h.text}` : h.text));
}

function promptOf(part: PracticePartRow): string {
  const stem = part.stem.trim();
  return [`**${part.title}**`, stem, part.prompt].filter(Boolean).join('\n\n');
}

/**
 * Deals parts out to the requested item types in turn, so a quiz from topics mixes every type the bank
 * has there: each type takes the first part left (in the order given) whose answer type can serve it.
 */
export function dealParts(
  parts: PracticePartRow[],
  types: readonly QuizItemType[],
  count: number,
): Array<{ part: PracticePartRow; type: QuizItemType }> {
  const left = [...parts];
  const dealt: Array<{ part: PracticePartRow; type: QuizItemType }> = [];
  let progress = true;
  while (dealt.length < count && progress) {
    progress = false;
    for (const type of types) {
      if (dealt.length >= count) break;
      const i = left.findIndex((p) => ANSWER_TYPES_FOR[type].includes(p.answer_type));
      if (i < 0) continue;
      dealt.push({ part: left[i], type });
      left.splice(i, 1);
      progress = true;
    }
  }
  return dealt;
}

/**
 * The type a part takes, in the order the parts were chosen: a multiple-choice part alternates between
 * multiple choice and true/false when both are asked for.
 */
export function typeInOrder(
  part: PracticePartRow,
  types: readonly QuizItemType[],
  position: number,
): QuizItemType {
  const fits = types.filter((t) => ANSWER_TYPES_FOR[t].includes(part.answer_type));
  return fits[position % Math.max(1, fits.length)] ?? fits[0];
}

/**
 * A bank part as a quiz item of `type`. A true/false item made from a multiple-choice part states "the
 * answer is <choice>" with the right choice or a wrong one, chosen by the item's position.
 */
export function bankItem(
  part: PracticePartRow,
  type: QuizItemType,
  position: number,
  acceptedAnswer: string | null,
): QuizItemDraft {
  const common = {
    units: part.answer?.units ?? null,
    marks: part.marks,
    markScheme: part.mark_scheme,
    workedSolution: part.worked_solution,
    hints: [...hintTexts(part.question_hints), ...hintTexts(part.hints)],
    sourceTitle: part.title,
    questionId: part.question_id,
    partId: part.part_id,
  };
  const choices = part.answer?.choices ?? null;
  if (type === 'true-false' && choices && part.answer?.correct !== undefined) {
    const right = part.answer.correct;
    const stated =
      position % 4 < 2 ? right : (right + 1 + (position % (choices.length - 1))) % choices.length;
    const isTrue = stated === right;
    return {
      ...common,
      type: 'true-false',
      prompt: `${promptOf(part)}\n\nTrue or false? The answer is “${choices[stated]}”.`,
      choices: ['True', 'False'],
      units: null,
      marks: 1,
      checkType: 'multiple-choice',
      answer: { choices: ['True', 'False'], correct: isTrue ? 0 : 1 },
      expectedAnswer: isTrue ? 'True' : `False: the answer is “${choices[right]}”.`,
    };
  }
  return {
    ...common,
    type: type === 'true-false' ? 'multiple-choice' : type,
    prompt: promptOf(part),
    choices: part.answer_type === 'multiple-choice' ? choices : null,
    checkType: part.answer_type,
    answer: part.answer,
    expectedAnswer:
      acceptedAnswer ?? (part.mark_scheme.length ? part.mark_scheme.map((m) => m.point).join('; ') : null),
  };
}

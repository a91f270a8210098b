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
 * A bank part as a quiz item. A multiple-choice part becomes a true/false item when only that is asked
 * for, or (when both are) for every other part: "the answer is <choice>" with the right choice or a
 * wrong one, chosen by the part's position in the quiz.
 */
export function bankItem(
  part: PracticePartRow,
  types: readonly QuizItemType[],
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
  if (part.answer_type === 'multiple-choice' && choices && part.answer?.correct !== undefined) {
    const wantsTrueFalse =
      types.includes('true-false') && (!types.includes('multiple-choice') || position % 2 === 1);
    if (wantsTrueFalse) {
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
  }
  const type: QuizItemType =
    part.answer_type === 'short-text' || part.answer_type === 'extended'
      ? 'short-answer'
      : (part.answer_type as QuizItemType);
  return {
    ...common,
    type,
    prompt: promptOf(part),
    choices: part.answer_type === 'multiple-choice' ? choices : null,
    checkType: part.answer_type,
    answer: part.answer,
    expectedAnswer:
      acceptedAnswer ?? (part.mark_scheme.length ? part.mark_scheme.map((m) => m.point).join('; ') : null),
  };
}

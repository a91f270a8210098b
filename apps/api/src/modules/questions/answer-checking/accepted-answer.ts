import type { QuestionAnswer, QuestionAnswerType } from '@eps/contracts';

/** The answer as the mark scheme states it, for the student who has it right. */
export function acceptedAnswerOf(type: QuestionAnswerType, answer: QuestionAnswer | null): string | null {
  if (!answer) return null;
  if (type === 'multiple-choice') return answer.choices?.[answer.correct ?? -1] ?? null;
  if (type === 'numeric' && answer.value !== undefined)
    return answer.units ? `${answer.value} ${answer.units}` : String(answer.value);
  return answer.expression ?? answer.accepted?.[0] ?? null;
}

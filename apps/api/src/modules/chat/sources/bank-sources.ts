import type { QuestionAnswer, QuestionAnswerType } from '@eps/contracts';
import type { PartRow, QuestionRow } from '../../questions/questions.repository';
import type { ChatQuestion, ChatSource } from '../engines/chat-engine';

/** Bank items open on the exam-question page (it shows every part, hint and mark scheme of the question). */
export const questionHref = (questionId: string) => `/exam-question/${questionId}`;

const partName = (part: PartRow) =>
  part.label ? `Part (${part.label.replace(/[()]/g, '')})` : 'The question';

/** A part's final answer as text: the expected value, expression or choice, or the worked solution. */
export function answerText(
  type: QuestionAnswerType,
  answer: QuestionAnswer | null,
  worked: string | null,
): string {
  const expected: string[] = [];
  if (answer) {
    if (
      type === 'multiple-choice' &&
      answer.correct !== undefined &&
      answer.choices?.[answer.correct] !== undefined
    )
      expected.push(answer.choices[answer.correct]);
    if (answer.value !== undefined) expected.push(`${answer.value}${answer.units ? ` ${answer.units}` : ''}`);
    if (answer.expression) expected.push(`$${answer.expression}$`);
  }
  return [expected.length ? `Answer: ${expected.join(' or ')}.` : '', worked ?? ''].filter(Boolean).join(' ');
}

/** A bank question read by the tutor: every part, hint, mark-scheme point and answer as a citable source. */
export function toChatQuestion(question: QuestionRow, parts: PartRow[]): ChatQuestion {
  const base = `question:${question.id}`;
  const href = questionHref(question.id);
  const source = (
    key: string,
    kind: ChatSource['kind'],
    locator: string | null,
    text: string,
  ): ChatSource => ({
    key: `${base}${key}`,
    kind,
    sourceId: question.id,
    locator,
    title: question.title,
    text: text.trim(),
    href,
  });
  const statement = [question.stem, ...parts.map((p) => (p.label ? `(${p.label}) ${p.prompt}` : p.prompt))]
    .filter((t) => t.trim())
    .join('\n');
  return {
    question: source('', 'question', null, statement),
    parts: parts.map((part) => {
      const name = partName(part);
      const hints = [...question.hints, ...part.hints];
      const answer = answerText(part.answer_type, part.answer, part.worked_solution);
      return {
        partId: part.id,
        label: part.label || null,
        prompt: source(`:part:${part.id}`, 'question', name, part.prompt),
        hints: hints.map((hint, i) =>
          source(
            `:part:${part.id}:hint:${i + 1}`,
            'hint',
            `${name}, hint ${i + 1}`,
            hint.title ? `${hint.title}: ${hint.text}` : hint.text,
          ),
        ),
        markScheme: part.mark_scheme.map((point, i) =>
          source(
            `:part:${part.id}:mark:${i + 1}`,
            'mark-scheme',
            `${name}, mark scheme point ${i + 1}`,
            `${point.point} (${point.marks} mark${point.marks === 1 ? '' : 's'})`,
          ),
        ),
        answer: answer
          ? source(`:part:${part.id}:answer`, 'question', `${name}, worked answer`, answer)
          : null,
        expected: { type: part.answer_type, answer: part.answer },
      };
    }),
  };
}

import type { QuestionAnswerType, QuestionInput, QuestionSaveRequest, TopicRef } from '@eps/contracts';

/** One mark-scheme point as the editor holds it: alternatives and rejects one per line. */
export interface PointForm {
  point: string;
  marks: number;
  alternatives: string;
  reject: string;
}

/** A part as typed: the answer's fields are text until saved, one set per answer type. */
export interface PartForm {
  prompt: string;
  answerType: QuestionAnswerType;
  value: string;
  units: string;
  tolerance: string;
  expression: string;
  /** multiple-choice options or accepted short answers, one per line */
  options: string;
  correct: string;
  workedSolution: string;
  markScheme: PointForm[];
}

export interface QuestionForm {
  title: string;
  stem: string;
  difficulty: string;
  hints: string;
  topics: TopicRef[];
  parts: PartForm[];
}

export const emptyPoint = (): PointForm => ({ point: '', marks: 1, alternatives: '', reject: '' });
export const emptyPart = (): PartForm => ({
  prompt: '',
  answerType: 'numeric',
  value: '',
  units: '',
  tolerance: '',
  expression: '',
  options: '',
  correct: '',
  workedSolution: '',
  markScheme: [emptyPoint()],
});
export const emptyQuestion = (): QuestionForm => ({
  title: '',
  stem: '',
  difficulty: '',
  hints: '',
  topics: [],
  parts: [emptyPart()],
});

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** A part's marks are the sum of its mark-scheme points, so the two can never disagree. */
export const partMarks = (part: PartForm) => part.markScheme.reduce((sum, p) => sum + (p.marks || 0), 0);

export const partLabel = (index: number) => String.fromCharCode(97 + index);

function answerOf(part: PartForm): QuestionInput['parts'][number]['answer'] {
  switch (part.answerType) {
    case 'numeric': {
      if (part.value.trim() === '') return null;
      const tolerance = Number(part.tolerance);
      return {
        value: Number(part.value),
        ...(part.units.trim() ? { units: part.units.trim() } : {}),
        ...(part.tolerance.trim() && Number.isFinite(tolerance) ? { tolerance } : {}),
      };
    }
    case 'algebraic':
      return part.expression.trim() ? { expression: part.expression.trim() } : null;
    case 'multiple-choice': {
      const choices = lines(part.options);
      return choices.length ? { choices, correct: Math.max(0, choices.indexOf(part.correct)) } : null;
    }
    case 'short-text':
      return lines(part.options).length ? { accepted: lines(part.options) } : null;
    default:
      return null;
  }
}

export function toSaveRequest(form: QuestionForm, submit: boolean): QuestionSaveRequest {
  return {
    title: form.title,
    stem: form.stem,
    commandWord: null,
    difficulty: form.difficulty ? Number(form.difficulty) : null,
    topicIds: form.topics.map((t) => t.id),
    hints: lines(form.hints),
    submit,
    parts: form.parts.map((part, i) => ({
      label: partLabel(i),
      prompt: part.prompt,
      marks: partMarks(part),
      answerType: part.answerType,
      answer: answerOf(part),
      workedSolution: part.workedSolution.trim() || null,
      markScheme: part.markScheme.map((m) => ({
        point: m.point,
        marks: m.marks,
        alternatives: lines(m.alternatives),
        reject: lines(m.reject),
      })),
    })),
  };
}

export function fromQuestion(content: QuestionInput, topics: TopicRef[]): QuestionForm {
  return {
    title: content.title,
    stem: content.stem,
    difficulty: content.difficulty ? String(content.difficulty) : '',
    hints: content.hints.join('\n'),
    topics,
    parts: content.parts.map((p) => {
      const a = p.answer ?? {};
      const options = p.answerType === 'multiple-choice' ? (a.choices ?? []) : (a.accepted ?? []);
      return {
        prompt: p.prompt,
        answerType: p.answerType,
        value: a.value !== undefined ? String(a.value) : '',
        units: a.units ?? '',
        tolerance: a.tolerance !== undefined ? String(a.tolerance) : '',
        expression: a.expression ?? '',
        options: options.join('\n'),
        correct: a.choices && a.correct !== undefined ? (a.choices[a.correct] ?? '') : '',
        workedSolution: p.workedSolution ?? '',
        markScheme: p.markScheme.map((m) => ({
          point: m.point,
          marks: m.marks,
          alternatives: m.alternatives.join('\n'),
          reject: m.reject.join('\n'),
        })),
      };
    }),
  };
}

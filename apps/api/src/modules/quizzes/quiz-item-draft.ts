import type { MarkSchemePoint, QuestionAnswer, QuestionAnswerType, QuizItemType } from '@eps/contracts';

/** A quiz item before it is saved: what the student sees, and what marks it. */
export interface QuizItemDraft {
  type: QuizItemType;
  prompt: string;
  choices: string[] | null;
  units: string | null;
  marks: number;
  /** How the answer is checked: by the questions module's checker, or (short-text without accepted, extended) the marker. */
  checkType: QuestionAnswerType;
  answer: QuestionAnswer | null;
  markScheme: MarkSchemePoint[];
  expectedAnswer: string | null;
  workedSolution: string | null;
  hints: string[];
  sourceTitle: string;
  questionId: string | null;
  partId: string | null;
}

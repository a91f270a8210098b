import type { MarkSchemePoint } from '@eps/contracts';

/**
 * Marks a short written answer against a mark scheme. The quiz generator depends on this interface
 * only, through SHORT_ANSWER_MARKER, which QuizzesModule provides with the grading domain's marking engine
 * (GradingShortAnswerMarker).
 */
export interface ShortAnswerMarker {
  /** Shown with each mark as who marked it. */
  readonly name: string;
  mark(request: ShortAnswerMarkRequest): Promise<ShortAnswerMark>;
}

export interface ShortAnswerMarkRequest {
  prompt: string;
  markScheme: MarkSchemePoint[];
  /** The item's marks; the scheme's points add up to at least this. */
  maxScore: number;
  answer: string;
}

export interface MarkedPoint {
  point: string;
  marks: number;
  awarded: boolean;
}

export interface ShortAnswerMark {
  score: number;
  maxScore: number;
  feedback: string;
  points: MarkedPoint[];
}

export const SHORT_ANSWER_MARKER = Symbol('SHORT_ANSWER_MARKER');

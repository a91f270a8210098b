import type { AiEngineKind, AnswerFlag, GradedPoint } from '@eps/contracts';

/** One student's marked answer, as the comment writer takes it. */
export interface CommentRequest {
  studentName: string;
  question: string;
  answer: string;
  points: GradedPoint[];
  flags: AnswerFlag[];
  score: number;
  maxScore: number;
}

/**
 * Writes a student's comment in a teacher's voice from their marks: what they did well (with their own
 * words), what a full-mark answer adds, and what to fix. Offline (engines/offline: composed from the
 * points and flags) or the configured model (engines/model).
 */
export interface FeedbackCommentWriter {
  readonly kind: AiEngineKind;
  write(request: CommentRequest): Promise<string>;
}

export const FEEDBACK_COMMENT_WRITER = Symbol('FEEDBACK_COMMENT_WRITER');

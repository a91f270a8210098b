import type {
  AiEngineKind,
  AnswerFlag,
  GradedPoint,
  QuestionAnswer,
  QuestionAnswerType,
} from '@eps/contracts';

/** A bank part's auto-marked answer (numeric, algebraic…), checked by the question bank's own checker. */
export interface ExactAnswer {
  type: QuestionAnswerType;
  answer: QuestionAnswer;
}

/** An earlier answer to the same marking point with a person's verdict on it (a marked exemplar). */
export interface PointExemplar {
  answer: string;
  awarded: boolean;
}

/** One marking point as the engines take it. */
export interface MarkingPoint {
  point: string;
  marks: number;
  alternatives: string[];
  reject: string[];
  partLabel: string | null;
  exact?: ExactAnswer;
  /** Answers a teacher has confirmed or corrected for this point; the offline engine learns from them. */
  exemplars?: PointExemplar[];
}

export interface MarkingRequest {
  /** The question as the student saw it (may be empty when the caller gave only a mark scheme). */
  question: string;
  points: MarkingPoint[];
  answer: string;
}

export interface Marking {
  points: GradedPoint[];
  feedback: string;
  flags: AnswerFlag[];
}

/**
 * The marking engine (issue 17): decides each marking point of an answer with the words that earn it
 * and a confidence. Offline (engines/offline, the default: lexical features and a small learned model,
 * the question bank's CAS checker) or the configured model (engines/model, k samples per answer).
 */
export interface GradingEngine {
  readonly kind: AiEngineKind;
  mark(request: MarkingRequest): Promise<Marking>;
}

export const GRADING_ENGINE = Symbol('GRADING_ENGINE');

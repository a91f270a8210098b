import type { EssayReading } from './assess-reading';

/**
 * The rubric points the offline assessor gives, in the AP structure (thesis /1, evidence and commentary
 * /4, sophistication /1), and the overall mark out of 10.
 */
export interface RubricScores {
  thesis: number;
  evidence: number;
  sophistication: number;
  overall: number;
  /** The overall mark's adjustments, each with its reason, for the feedback. */
  adjustments: Array<{ points: number; reason: string }>;
}

/** Below this share of the question's key terms the essay is treated as drifting off the question. */
export const LOW_RELEVANCE = 0.2;
/** An essay shorter than this has not developed an argument (an AP essay runs 400–900 words). */
export const SHORT_ESSAY_WORDS = 150;

export function scoreEssay(reading: EssayReading): RubricScores {
  const thesis = reading.thesis?.defensible ? 1 : 0;
  const evidence = evidencePoints(reading);
  const sophistication = reading.counterArgument && evidence >= 2 ? 1 : 0;
  const adjustments = overallAdjustments(reading, thesis + evidence + sophistication);
  const raw = ((thesis + evidence + sophistication) / 6) * 10 + adjustments.reduce((s, a) => s + a.points, 0);
  // Half points: finer steps would claim a precision the heuristics do not have.
  const overall = Math.min(10, Math.max(0, Math.round(raw * 2) / 2));
  return { thesis, evidence, sophistication, overall, adjustments };
}

/**
 * Evidence and commentary, following the AP row: 1 for some specifics, 2 when at least one paragraph
 * also explains them, 3 when most body paragraphs do and most link to the thesis, 4 when every body
 * paragraph (three or more) does and links. Off the question the row stops at 2.
 */
export function evidencePoints(reading: EssayReading): number {
  const { body } = reading;
  const withEvidence = body.filter((p) => p.evidence.length > 0).length;
  if (withEvidence === 0) return 0;
  const full = body.filter((p) => p.evidence.length > 0 && p.commentary.length > 0).length;
  const linked = body.filter((p) => p.linked).length;
  let points = 1;
  if (full >= 1) points = 2;
  if (full / body.length >= 2 / 3 && linked / body.length >= 0.5) points = 3;
  if (full === body.length && body.length >= 3 && linked / body.length >= 2 / 3) points = 4;
  if (isOffQuestion(reading)) points = Math.min(points, 2);
  return points;
}

export const isOffQuestion = (reading: EssayReading) =>
  reading.relevance !== undefined && reading.relevance < LOW_RELEVANCE;

/**
 * Small documented corrections to the scaled rubric mark: an undeveloped (very short) essay −1, fewer
 * than three paragraphs −0.5, drifting off the question −1, and +0.5 for a conclusion that draws the
 * argument together when the rubric mark is already at least half.
 */
function overallAdjustments(reading: EssayReading, rubricPoints: number): RubricScores['adjustments'] {
  const adjustments: RubricScores['adjustments'] = [];
  if (reading.words < SHORT_ESSAY_WORDS)
    adjustments.push({ points: -1, reason: `it is short (${reading.words} words) for an argued essay` });
  if (reading.paragraphs.length < 3)
    adjustments.push({ points: -0.5, reason: 'it has fewer than three paragraphs' });
  if (isOffQuestion(reading))
    adjustments.push({ points: -1, reason: 'it uses few of the question’s key terms' });
  const conclusion = reading.paragraphs.at(-1);
  if (conclusion?.role === 'conclusion' && conclusion.linked && rubricPoints >= 3)
    adjustments.push({ points: 0.5, reason: 'its conclusion draws the argument together' });
  return adjustments;
}

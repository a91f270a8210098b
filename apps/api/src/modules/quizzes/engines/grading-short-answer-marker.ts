import type { GradingEngine } from '../../grading/engines/grading-engine';
import type { ShortAnswerMark, ShortAnswerMarker, ShortAnswerMarkRequest } from './short-answer-marker';

/**
 * Short quiz answers are marked by the grading domain's engine (the one behind /exam-grader), so a
 * written answer earns the same marks in a quiz as in the grader: synonyms, negation, units, algebra.
 */
export class GradingShortAnswerMarker implements ShortAnswerMarker {
  readonly name: string;

  constructor(private readonly engine: GradingEngine) {
    this.name = `marking engine (${engine.kind})`;
  }

  async mark(request: ShortAnswerMarkRequest): Promise<ShortAnswerMark> {
    const marking = await this.engine.mark({
      question: request.prompt,
      answer: request.answer,
      points: request.markScheme.map((p) => ({
        point: p.point,
        marks: p.marks,
        alternatives: p.alternatives,
        reject: p.reject,
        partLabel: null,
      })),
    });
    const earned = marking.points.reduce((sum, p) => sum + (p.awarded ? p.marks : 0), 0);
    return {
      // A scheme may offer more points than the item is worth ("any 2 of …"): the item's marks cap it.
      score: Math.min(earned, request.maxScore),
      maxScore: request.maxScore,
      feedback: marking.feedback,
      points: marking.points.map((p) => ({ point: p.point, marks: p.marks, awarded: p.awarded })),
    };
  }
}

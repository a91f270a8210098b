import { FIXED_ESSAY_RUBRIC, NO_QUESTION_PROVIDED, type AnalyzeEssayRequest } from '@eps/contracts';
import type { EssayAssessment, EssayAssessor } from '../essay-engine';
import {
  evidenceFeedback,
  overallFeedback,
  paragraphAnalysis,
  sophisticationFeedback,
  strengthsOf,
  thesisFeedback,
  weaknessesOf,
} from './assess-feedback';
import { readEssay } from './assess-reading';
import { scoreEssay } from './assess-score';
import { rubricTotal } from './assess-signals';

/**
 * The rubric part of an essay check without a model: transparent, deterministic heuristics for the AP
 * rows (a defensible thesis in the opening, evidence with commentary per body paragraph and a line of
 * reasoning, an answered counter-argument), with feedback that quotes the essay. Grammar and style are
 * the deterministic checkers' job, not this class's.
 */
export class OfflineEssayAssessor implements EssayAssessor {
  // The rubric rules are instant; the grammar checker's pass over an AP-length essay takes a second or two.
  readonly checkTakes = {
    grammar: 'This may take a few moments',
    style: 'This may take a few moments',
    comprehensive: 'This takes a few seconds on the offline engine',
  };

  async assessEssay(request: AnalyzeEssayRequest): Promise<EssayAssessment> {
    const question = request.question === NO_QUESTION_PROVIDED ? undefined : request.question;
    const reading = readEssay(request.essay, question);
    const scores = scoreEssay(reading);
    return {
      overallScore: scores.overall,
      overallFeedback: overallFeedback(reading, scores, rubricNote(request.rubric)),
      rubricBreakdown: {
        thesis: { score: scores.thesis, max: 1, feedback: thesisFeedback(reading) },
        evidence: { score: scores.evidence, max: 4, feedback: evidenceFeedback(reading, scores.evidence) },
        sophistication: {
          score: scores.sophistication,
          max: 1,
          feedback: sophisticationFeedback(reading, scores.sophistication),
        },
      },
      strengths: strengthsOf(reading),
      weaknesses: weaknessesOf(reading),
      paragraphAnalysis: paragraphAnalysis(reading),
    };
  }
}

/**
 * A question's own rubric (totals 6, 7, 8 or 10) is reported on the standard AP rows, which every
 * essay task shares in spirit (a claim, developed evidence, complexity); the note says so.
 */
function rubricNote(rubric: string): string | undefined {
  if (rubric.trim() === FIXED_ESSAY_RUBRIC) return undefined;
  const total = rubricTotal(rubric);
  return `The question's own rubric${total ? ` (${total} points)` : ''} is reported on the AP rows thesis, evidence and sophistication.`;
}

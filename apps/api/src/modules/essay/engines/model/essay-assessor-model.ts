import { z } from 'zod';
import { FIXED_ESSAY_RUBRIC, ZEssayCheckResultSchema, type AnalyzeEssayRequest } from '@eps/contracts';
import type { EssayAssessment, EssayAssessor } from '../essay-engine';
import { AiErrors } from '../../../ai/ai.errors';
import { MAX_TOKENS, lines, quoted } from '../../../ai/prompt-helpers';
import type { Prompt, StructuredCompletion } from '../../../ai/structured-completion';

/** The AP rows every assessment reports on, with their maxima (spec section 9). */
const ROW_MAX = { thesis: 1, evidence: 4, sophistication: 1 } as const;

const row = (max: number) =>
  z.object({
    score: z.number().min(0).max(max, `the score must be between 0 and ${max}`),
    max: z.literal(max),
    feedback: z.string().min(1),
  });

/** The checker result without what the deterministic checkers and the service add. */
export const EssayAssessmentAnswerSchema = ZEssayCheckResultSchema.omit({
  grammarIssues: true,
  styleImprovements: true,
  engine: true,
}).extend({
  rubricBreakdown: z.object({
    thesis: row(ROW_MAX.thesis),
    evidence: row(ROW_MAX.evidence),
    sophistication: row(ROW_MAX.sophistication),
  }),
}) satisfies z.ZodType<EssayAssessment>;

export function assessEssayPrompt(request: AnalyzeEssayRequest): Prompt {
  const ownRubric = request.rubric.trim() !== FIXED_ESSAY_RUBRIC;
  return {
    task: 'assess-essay',
    instructions: lines(
      'You are an experienced AP exam reader. Score the student essay against the rubric given and explain the score to the student.',
      'Report on the AP rows: thesis (0-1: a defensible claim with reasons in the opening, not a restated prompt or a bare fact), evidence (0-4: specific evidence in every body paragraph with commentary explaining how it supports a line of reasoning), sophistication (0-1: complexity, such as answering a counter-argument or weighing limits).',
      ownRubric &&
        "The rubric given is the question's own: apply its criteria, and report them on those three rows (say in overallFeedback how its points map onto them).",
      'overallScore is out of 10: the six row points scaled to 10, adjusted by at most one point for development, organisation and relevance to the question.',
      'paragraphAnalysis has one entry per paragraph of the essay, in order, numbered from 1; keySentence is copied word for word from that paragraph.',
      'Every strength and weakness quotes the essay word for word between double quotes. Write to the student, briefly and concretely.',
    ),
    input: lines(
      quoted('Question', request.question),
      quoted('Rubric', request.rubric),
      quoted('Student essay', request.essay),
    ),
    maxTokens: MAX_TOKENS.part,
  };
}

/** The rubric part of an essay check, written by the model. */
export class EssayAssessorModel implements EssayAssessor {
  /** The spec's notes: a model's rubric assessment can take up to half a minute. */
  readonly checkTakes = {
    grammar: 'This may take a few moments',
    style: 'This may take a few moments',
    comprehensive: 'This may take up to 30 seconds',
  };

  constructor(private readonly completion: StructuredCompletion) {}

  assessEssay(request: AnalyzeEssayRequest): Promise<EssayAssessment> {
    return this.completion.complete({
      ...assessEssayPrompt(request),
      answer: EssayAssessmentAnswerSchema,
      malformed: AiErrors.malformedAnswer,
    });
  }
}

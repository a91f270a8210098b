import { z } from 'zod';
import {
  ZApplyOptionResponseSchema,
  ZEssayAnalysisSchema,
  ZEssentialSentenceSchema,
  ZExplainResponseSchema,
  ZIdentifyEssentialResponseSchema,
  ZRewriteResponseSchema,
  ZWritingOptionSchema,
  ZWritingOptionsResponseSchema,
  type EssayAnalysis,
  type EssentialSentence,
  type GenerateEssayRequest,
  type WritingOption,
} from '@eps/contracts';
import type { EssayWriter, SentenceRewrite, WrittenEssay } from '../essay-engine';
import { AiErrors } from '../../../ai/ai.errors';
import { MAX_TOKENS, context, lines, quoted } from '../../../ai/prompt-helpers';
import type { Prompt, StructuredCompletion } from '../../../ai/structured-completion';

/**
 * The answers asked of the model: the contracts' response shapes, with the fields that carry the answer
 * required to be non-empty (an empty essay or explanation is as unusable as a missing one).
 */
const text = (description: string) => z.string().trim().min(1, 'it is empty').describe(description);
export const WriteEssayAnswerSchema = z.object({
  essay: text('The whole essay, paragraphs separated by a blank line.'),
  analysis: ZEssayAnalysisSchema,
});
export const EssentialAnswerSchema = ZIdentifyEssentialResponseSchema.extend({
  essentialSentences: z.array(
    ZEssentialSentenceSchema.extend({ sentence: text('Copied exactly from the essay.') }),
  ),
});
export const OptionsAnswerSchema = ZWritingOptionsResponseSchema.extend({
  options: z.array(ZWritingOptionSchema).min(3).max(5),
});
export const ApplyAnswerSchema = ZApplyOptionResponseSchema.extend({
  updatedEssay: text('The whole revised essay.'),
});
export const ExplainAnswerSchema = ZExplainResponseSchema.extend({ explanation: text('The explanation.') });
export const RewriteAnswerSchema = ZRewriteResponseSchema.pick({ rewrittenSentence: true }).extend({
  rewrittenSentence: text('The rewritten text only.'),
});

const ANALYSIS_RULES = lines(
  'The analysis has one paragraphBreakdown entry per paragraph of the essay, in order, with paragraphIndex counting from 0:',
  "its purpose in the argument, the reasoning (the paragraph's key strategy) and its keySentence copied exactly from that paragraph.",
  'writingStrategy describes the line of reasoning; rubricAlignment names each rubric row and where the essay earns its points.',
);
const ROLE =
  'You are an experienced AP English and AP Psychology teacher helping a student write better essays.';

/** The essay writer on the model engine: each method is one structured completion. */
export class EssayWriterModel implements EssayWriter {
  constructor(private readonly completion: StructuredCompletion) {}

  async writeEssay(request: GenerateEssayRequest): Promise<WrittenEssay> {
    const answer = await this.ask(writePrompt(request), WriteEssayAnswerSchema);
    return { ...answer, isScaffold: false };
  }

  async findEssentialSentences(essay: string): Promise<EssentialSentence[]> {
    const prompt: Prompt = {
      task: 'identify-essential',
      instructions: lines(
        ROLE,
        'Identify the essential sentences of the essay: the thesis, the topic sentences and the strongest commentary.',
        'Copy each sentence exactly as it appears in the essay, and explain in one or two sentences the role it plays in the argument.',
      ),
      input: quoted('Essay', essay),
      maxTokens: MAX_TOKENS.part,
    };
    return (await this.ask(prompt, EssentialAnswerSchema)).essentialSentences;
  }

  async suggestWritingOptions(essay: string, analysis?: EssayAnalysis): Promise<WritingOption[]> {
    const prompt: Prompt = {
      task: 'writing-options',
      instructions: lines(
        ROLE,
        'Suggest 3 to 5 concrete ways to improve this essay, most valuable first, each aimed at a weakness you see.',
        'Each option has a short kebab-case type (e.g. strengthen-thesis, add-counterargument), a title of a few words and a description of what would change and why it helps.',
      ),
      input: lines(
        quoted('Essay', essay),
        analysis && quoted('Its current analysis (JSON)', JSON.stringify(analysis)),
      ),
      maxTokens: MAX_TOKENS.part,
    };
    return (await this.ask(prompt, OptionsAnswerSchema)).options;
  }

  async applyWritingOption(essay: string, option: WritingOption) {
    const prompt: Prompt = {
      task: 'apply-option',
      instructions: lines(
        ROLE,
        'Revise the essay by applying the improvement described, and only that: keep the student’s voice, position and everything the improvement does not touch.',
        'Return the whole revised essay as updatedEssay, paragraphs separated by a blank line, and a fresh analysis of it.',
        ANALYSIS_RULES,
      ),
      input: lines(
        `Improvement to apply: ${option.title} (${option.type}): ${option.description}`,
        quoted('Essay', essay),
      ),
      maxTokens: MAX_TOKENS.document,
    };
    return this.ask(prompt, ApplyAnswerSchema);
  }

  async explainSentence(sentence: string, essayContext: string): Promise<string> {
    const prompt: Prompt = {
      task: 'explain-sentence',
      instructions: lines(
        ROLE,
        'Explain what the selected text does in the essay (claim, evidence, commentary, transition, counter-argument…), how it links to the thesis, and one way to make it stronger. Three to five sentences, addressed to the student.',
      ),
      input: lines(quoted('Selected text', sentence), context('The whole essay', essayContext)),
      maxTokens: MAX_TOKENS.short,
    };
    return (await this.ask(prompt, ExplainAnswerSchema)).explanation;
  }

  async rewriteSentence(
    sentence: string,
    essayContext: string,
    instruction: string,
  ): Promise<SentenceRewrite> {
    const prompt: Prompt = {
      task: 'rewrite-sentence',
      instructions: lines(
        ROLE,
        'Rewrite the selected text following the instruction, keeping its meaning and its place in the essay. Return only the rewritten text, no commentary.',
      ),
      input: lines(
        `Instruction: ${instruction}`,
        quoted('Selected text', sentence),
        context('The whole essay, for context', essayContext),
      ),
      maxTokens: MAX_TOKENS.short,
    };
    return { rewritten: (await this.ask(prompt, RewriteAnswerSchema)).rewrittenSentence, note: null };
  }

  private ask<S extends z.ZodType>(prompt: Prompt, answer: S): Promise<z.output<S>> {
    return this.completion.complete({ ...prompt, answer, malformed: AiErrors.malformedAnswer });
  }
}

function writePrompt(request: GenerateEssayRequest): Prompt {
  return {
    task: 'write-essay',
    instructions: lines(
      ROLE,
      'Write a model essay that answers the AP prompt and would earn full marks on its rubric: a defensible thesis, a line of reasoning with specific evidence (from the passage or sources when the prompt has them) and commentary in every body paragraph, and sophistication.',
      'Plain text, no title and no Markdown; paragraphs separated by a blank line.',
      ANALYSIS_RULES,
    ),
    input: lines(
      request.subject.trim() && `Subject: ${request.subject.trim()}`,
      quoted('Prompt', request.question),
      request.rubric.trim()
        ? quoted('Rubric', request.rubric)
        : 'Rubric: the standard AP rubric (thesis, evidence and commentary, sophistication).',
    ),
    maxTokens: MAX_TOKENS.document,
  };
}

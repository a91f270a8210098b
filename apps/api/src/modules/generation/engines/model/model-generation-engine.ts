import type {
  GenerationRequest,
  RegenerateFrameRequest,
  RegeneratePlotRequest,
  RegenerateSectionRequest,
  RegenerateSubsectionRequest,
} from '@eps/contracts';
import type { StructuredCompletion } from '../../../ai/structured-completion';
import { AiErrors } from '../../../ai/ai.errors';
import { GenerationErrors } from '../../generation.errors';
import type { GenerationEngine, Regenerated } from '../generation-engine';
import {
  EnhanceAnswerSchema,
  FrameAnswerSchema,
  NotesAnswerSchema,
  PlotAnswerSchema,
  SectionAnswerSchema,
  SlidesAnswerSchema,
  SubsectionAnswerSchema,
} from './answer-schemas';
import { framePrompt, enhancePrompt, plotPrompt, sectionPrompt, subsectionPrompt } from './editing-prompts';
import { notesPrompt, slidesPrompt } from './generation-prompts';

/**
 * Notes and slides written by the configured model (any OpenAI-compatible chat completions API). Every
 * answer is a JSON object validated against the contracts' response shapes; generation that yields no
 * usable LaTeX ends in the spec's 'No LaTeX code was returned from OpenAI.'
 */
export class ModelGenerationEngine implements GenerationEngine {
  readonly kind = 'openai' as const;

  constructor(private readonly completion: StructuredCompletion) {}

  async generateNotes(request: GenerationRequest): Promise<string> {
    const answer = await this.completion.complete({
      ...notesPrompt(request),
      answer: NotesAnswerSchema,
      malformed: GenerationErrors.noLatex,
    });
    return answer.latexCode;
  }

  async generateSlides(request: GenerationRequest): Promise<string> {
    const answer = await this.completion.complete({
      ...slidesPrompt(request),
      answer: SlidesAnswerSchema,
      malformed: GenerationErrors.noLatex,
    });
    return answer.latexCode;
  }

  async enhanceMaterial(text: string): Promise<string> {
    const answer = await this.completion.complete({
      ...enhancePrompt(text),
      answer: EnhanceAnswerSchema,
      malformed: AiErrors.malformedAnswer,
    });
    return answer.enhancedText;
  }

  async regenerateSection(request: RegenerateSectionRequest): Promise<Regenerated> {
    const answer = await this.completion.complete({
      ...sectionPrompt(request),
      answer: SectionAnswerSchema,
      malformed: AiErrors.malformedAnswer,
    });
    // The model does not say what it did with each part of the requirement.
    return { text: answer.regeneratedSection, outcomes: [] };
  }

  async regenerateSubsection(request: RegenerateSubsectionRequest): Promise<Regenerated> {
    const answer = await this.completion.complete({
      ...subsectionPrompt(request),
      answer: SubsectionAnswerSchema,
      malformed: AiErrors.malformedAnswer,
    });
    return { text: answer.regeneratedSubsection, outcomes: [] };
  }

  async regenerateFrame(request: RegenerateFrameRequest): Promise<Regenerated> {
    const answer = await this.completion.complete({
      ...framePrompt(request),
      answer: FrameAnswerSchema,
      malformed: AiErrors.malformedAnswer,
    });
    return { text: answer.regeneratedFrame, outcomes: [] };
  }

  async regeneratePlot(request: RegeneratePlotRequest): Promise<Regenerated> {
    const answer = await this.completion.complete({
      ...plotPrompt(request),
      answer: PlotAnswerSchema,
      malformed: AiErrors.malformedAnswer,
    });
    return { text: answer.regeneratedPlotCode, outcomes: [] };
  }
}

import type {
  GenerationRequest,
  RegenerateFrameRequest,
  RegeneratePlotRequest,
  RegenerateSectionRequest,
  RegenerateSubsectionRequest,
} from '@eps/contracts';
import type { AiEngine } from '../ai-engine';
import { EssayAiDelegation } from '../essay-ai-delegation';
import { AiErrors } from '../ai.errors';
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
import { EssayAssessorModel } from './essay-assessor-model';
import { EssayWriterModel } from './essay-writer-model';
import { AiSettings, OpenAiChatTransport } from './openai-chat';
import { StructuredCompletion } from './structured-completion';

/**
 * The model engine: any OpenAI-compatible chat completions API (OpenAI, Azure, vLLM, Ollama, llama.cpp).
 * Every answer is a JSON object validated against the contracts' response shapes; generation that
 * yields no usable LaTeX ends in the spec's 'No LaTeX code was returned from OpenAI.'
 */
export class OpenAiEngine extends EssayAiDelegation implements AiEngine {
  readonly kind = 'openai' as const;
  private readonly completion: StructuredCompletion;
  protected readonly assessor: EssayAssessorModel;
  protected readonly writer: EssayWriterModel;

  constructor(settings: AiSettings) {
    super();
    this.completion = new StructuredCompletion(new OpenAiChatTransport(settings));
    this.assessor = new EssayAssessorModel(this.completion);
    this.writer = new EssayWriterModel(this.completion);
  }

  async generateNotes(request: GenerationRequest): Promise<string> {
    const answer = await this.completion.complete({
      ...notesPrompt(request),
      answer: NotesAnswerSchema,
      malformed: AiErrors.noLatex,
    });
    return answer.latexCode;
  }

  async generateSlides(request: GenerationRequest): Promise<string> {
    const answer = await this.completion.complete({
      ...slidesPrompt(request),
      answer: SlidesAnswerSchema,
      malformed: AiErrors.noLatex,
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

  async regenerateSection(request: RegenerateSectionRequest): Promise<string> {
    const answer = await this.completion.complete({
      ...sectionPrompt(request),
      answer: SectionAnswerSchema,
      malformed: AiErrors.malformedAnswer,
    });
    return answer.regeneratedSection;
  }

  async regenerateSubsection(request: RegenerateSubsectionRequest): Promise<string> {
    const answer = await this.completion.complete({
      ...subsectionPrompt(request),
      answer: SubsectionAnswerSchema,
      malformed: AiErrors.malformedAnswer,
    });
    return answer.regeneratedSubsection;
  }

  async regenerateFrame(request: RegenerateFrameRequest): Promise<string> {
    const answer = await this.completion.complete({
      ...framePrompt(request),
      answer: FrameAnswerSchema,
      malformed: AiErrors.malformedAnswer,
    });
    return answer.regeneratedFrame;
  }

  async regeneratePlot(request: RegeneratePlotRequest): Promise<string> {
    const answer = await this.completion.complete({
      ...plotPrompt(request),
      answer: PlotAnswerSchema,
      malformed: AiErrors.malformedAnswer,
    });
    return answer.regeneratedPlotCode;
  }
}

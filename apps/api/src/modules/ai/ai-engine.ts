import type {
  AiEngineKind,
  AnalyzeEssayRequest,
  EssayAnalysis,
  EssayCheckResult,
  EssentialSentence,
  GenerateEssayRequest,
  GenerationRequest,
  WritingOption,
  RegenerateFrameRequest,
  RegeneratePlotRequest,
  RegenerateSectionRequest,
  RegenerateSubsectionRequest,
} from '@eps/contracts';

/**
 * The AI provider layer (DESIGN.md "AI provider layer"): one interface, two engines chosen by
 * configuration. `OfflineAiEngine` (the default) structures material by rules and says so;
 * `OpenAiEngine` asks an OpenAI-compatible model and validates its structured answers. Services depend
 * on this interface only, through the AI_ENGINE token.
 *
 * Generated LaTeX is a whole document. Plots travel as `pythonplot` blocks (see PYTHON_BLOCK_PATTERN in
 * libs/contracts), each usually followed by a figure that includes plot.png.
 */
export interface AiEngine extends LectureAi, EssayAi {
  readonly kind: AiEngineKind;
}

/** Notes and slides (spec section 7 "Generation"). */
export interface LectureAi {
  generateNotes(request: GenerationRequest): Promise<string>;
  generateSlides(request: GenerationRequest): Promise<string>;
  /** Cleans and structures raw material (headings, lists, paragraphs); returns plain text. */
  enhanceMaterial(text: string): Promise<string>;
  /** Each returns the item's whole replacement LaTeX, heading or frame environment included. */
  regenerateSection(request: RegenerateSectionRequest): Promise<string>;
  regenerateSubsection(request: RegenerateSubsectionRequest): Promise<string>;
  regenerateFrame(request: RegenerateFrameRequest): Promise<string>;
  /** Returns Python code only (no block environment). */
  regeneratePlot(request: RegeneratePlotRequest): Promise<string>;
}

/** The rubric part of an essay check; grammar and style come from the deterministic checkers. */
export type EssayAssessment = Omit<EssayCheckResult, 'grammarIssues' | 'styleImprovements' | 'engine'>;

export interface WrittenEssay {
  essay: string;
  analysis: EssayAnalysis;
  /** True when the essay is a scaffold to write from (the offline engine), not a finished essay. */
  isScaffold: boolean;
}

/** The AP essay helper (spec section 7 "Essay helper"). */
export interface EssayAi {
  assessEssay(request: AnalyzeEssayRequest): Promise<EssayAssessment>;
  writeEssay(request: GenerateEssayRequest): Promise<WrittenEssay>;
  findEssentialSentences(essay: string): Promise<EssentialSentence[]>;
  suggestWritingOptions(essay: string, analysis?: EssayAnalysis): Promise<WritingOption[]>;
  applyWritingOption(
    essay: string,
    option: WritingOption,
  ): Promise<{ updatedEssay: string; analysis: EssayAnalysis }>;
  explainSentence(sentence: string, context: string): Promise<string>;
  rewriteSentence(sentence: string, context: string, instruction: string): Promise<string>;
}

export const AI_ENGINE = Symbol('AI_ENGINE');

import type {
  AiEngineKind,
  GenerationRequest,
  RegenerateFrameRequest,
  RegeneratePlotRequest,
  RegenerateSectionRequest,
  RegenerateSubsectionRequest,
} from '@eps/contracts';

/**
 * Notes and slides (spec section 7 "Generation") on one of two engines chosen by configuration: the
 * offline engine (engines/offline, rules, the default) or the model engine (engines/model, structured
 * completions of the AI provider). The service depends on this interface only, through the token.
 *
 * Generated LaTeX is a whole document. Plots travel as `pythonplot` blocks (see PYTHON_BLOCK_PATTERN in
 * libs/contracts), each usually followed by a figure that includes plot.png.
 */
export interface GenerationEngine {
  /** Reported in the responses as `engine`. */
  readonly kind: AiEngineKind;
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

export const GENERATION_ENGINE = Symbol('GENERATION_ENGINE');

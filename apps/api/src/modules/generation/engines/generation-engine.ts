import type {
  AiEngineKind,
  GenerationRequest,
  RegenerateFrameRequest,
  RegenerateOutcome,
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
  /** Each answers the item's whole replacement LaTeX, heading or frame environment included. */
  regenerateSection(request: RegenerateSectionRequest): Promise<Regenerated>;
  regenerateSubsection(request: RegenerateSubsectionRequest): Promise<Regenerated>;
  regenerateFrame(request: RegenerateFrameRequest): Promise<Regenerated>;
  /** Answers Python code only (no block environment). */
  regeneratePlot(request: RegeneratePlotRequest): Promise<Regenerated>;
}

/** A regenerated item and, per clause of the requirement, what was done and what could not be. */
export interface Regenerated {
  text: string;
  outcomes: RegenerateOutcome[];
}

export const GENERATION_ENGINE = Symbol('GENERATION_ENGINE');

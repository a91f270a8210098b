import type {
  AiEngineKind,
  GenerationRequest,
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
export interface AiEngine {
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

export const AI_ENGINE = Symbol('AI_ENGINE');

import type {
  GenerationRequest,
  RegenerateFrameRequest,
  RegeneratePlotRequest,
  RegenerateSectionRequest,
  RegenerateSubsectionRequest,
} from '@eps/contracts';
import type { GenerationEngine, Regenerated } from '../generation-engine';
import { enhanceMaterial } from './enhance';
import { buildLecture } from './lecture-builder';
import { writeNotes } from './notes-writer';
import { regeneratePlotCode } from './plot-rewriter';
import { regenerateFrame, regenerateSection, regenerateSubsection } from './regenerate';
import { slideStyle, writeSlides } from './slides-writer';

/**
 * The default engine: no key, no network, the same answer for the same input. It structures the
 * material by rules (this folder) and every document it writes says so in its first line.
 */
export class OfflineGenerationEngine implements GenerationEngine {
  readonly kind = 'offline' as const;

  async generateNotes(request: GenerationRequest): Promise<string> {
    const { outline, intent } = buildLecture(request, 'notes');
    return writeNotes(outline, {
      author: request.customAuthor,
      compact: request.compactLayout,
      contents: intent.contents,
    });
  }

  async generateSlides(request: GenerationRequest): Promise<string> {
    const { outline, intent, freq } = buildLecture(request, 'slides');
    const style = slideStyle({
      compact: request.compactLayout,
      concise: intent.concise,
      thorough: request.isHigh,
      prose: intent.paragraphs && !intent.bullets,
    });
    return writeSlides(
      outline,
      { author: request.customAuthor, compact: request.compactLayout },
      style,
      freq,
    );
  }

  async enhanceMaterial(text: string): Promise<string> {
    return enhanceMaterial(text);
  }

  async regenerateSection(request: RegenerateSectionRequest): Promise<Regenerated> {
    return regenerateSection(request);
  }

  async regenerateSubsection(request: RegenerateSubsectionRequest): Promise<Regenerated> {
    return regenerateSubsection(request);
  }

  async regenerateFrame(request: RegenerateFrameRequest): Promise<Regenerated> {
    return regenerateFrame(request);
  }

  async regeneratePlot(request: RegeneratePlotRequest): Promise<Regenerated> {
    return regeneratePlotCode(request);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import {
  TITLE_PAGE_PATTERN,
  type EnhanceMaterialResponse,
  type GenerationKind,
  type GenerationRequest,
  type GenerationResponse,
  type RegenerateFrameRequest,
  type RegeneratePlotRequest,
  type RegenerateSectionRequest,
  type RegenerateSubsectionRequest,
} from '@eps/contracts';
import { DocumentsService } from '../documents/documents.service';
import type { JobProgress } from '../progress/job-progress';
import { documentTitle } from './document-title';
import { GENERATION_ENGINE, type GenerationEngine } from './engines/generation-engine';
import { GenerationErrors } from './generation.errors';

/**
 * Spec section 7 "Generation" on top of whichever generation engine is configured. Generated documents
 * are saved for their owner; the regenerate calls save nothing (the editor saves the spliced document).
 */
@Injectable()
export class GenerationService {
  constructor(
    @Inject(GENERATION_ENGINE) private readonly engine: GenerationEngine,
    private readonly documents: DocumentsService,
  ) {}

  async generate(
    ownerId: string,
    kind: GenerationKind,
    request: GenerationRequest,
    progress: JobProgress,
  ): Promise<GenerationResponse> {
    progress.step('writing', `Writing the ${kind === 'notes' ? 'lecture notes' : 'slides'} in LaTeX`);
    const latexCode =
      kind === 'notes' ? await this.engine.generateNotes(request) : await this.engine.generateSlides(request);
    const { userMaterial, ...options } = request;
    progress.step('saving', 'Saving the document');
    const doc = await this.documents.createGenerated({
      ownerId,
      kind,
      title: documentTitle(latexCode, userMaterial),
      options,
      latexCode,
    });
    return { latexCode, documentId: doc.id, version: doc.version, engine: this.engine.kind };
  }

  async enhance(text: string): Promise<EnhanceMaterialResponse> {
    return { enhancedText: await this.engine.enhanceMaterial(text), engine: this.engine.kind };
  }

  regenerateSection(request: RegenerateSectionRequest): Promise<string> {
    return this.engine.regenerateSection(request);
  }

  regenerateSubsection(request: RegenerateSubsectionRequest): Promise<string> {
    return this.engine.regenerateSubsection(request);
  }

  regenerateFrame(request: RegenerateFrameRequest): Promise<string> {
    // Checked here, not left to the engine: a model would happily rewrite a title page.
    if (TITLE_PAGE_PATTERN.test(request.originalContent)) throw GenerationErrors.titlePageNotRegenerable();
    return this.engine.regenerateFrame(request);
  }

  regeneratePlot(request: RegeneratePlotRequest): Promise<string> {
    return this.engine.regeneratePlot(request);
  }
}

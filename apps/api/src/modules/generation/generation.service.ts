import { Inject, Injectable } from '@nestjs/common';
import {
  TITLE_PAGE_PATTERN,
  type EnhanceMaterialResponse,
  type GenerationKind,
  type GenerationRequest,
  type GenerationResponse,
  type RegenerateFrameRequest,
  type RegenerateReport,
  type RegeneratePlotRequest,
  type RegenerateSectionRequest,
  type RegenerateSubsectionRequest,
} from '@eps/contracts';
import { DocumentsService } from '../documents/documents.service';
import type { JobProgress } from '../progress/job-progress';
import { documentTitle } from './document-title';
import { GENERATION_ENGINE, type GenerationEngine, type Regenerated } from './engines/generation-engine';
import { GenerationErrors } from './generation.errors';

export interface RegenerateAnswer {
  text: string;
  report: RegenerateReport;
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** `changed` is decided here, for every engine: whitespace alone is no change the user could see. */
const answerOf = (original: string, { text, outcomes }: Regenerated): RegenerateAnswer => ({
  text,
  report: { changed: squash(text) !== squash(original), outcomes },
});

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

  async regenerateSection(request: RegenerateSectionRequest): Promise<RegenerateAnswer> {
    return answerOf(request.originalContent, await this.engine.regenerateSection(request));
  }

  async regenerateSubsection(request: RegenerateSubsectionRequest): Promise<RegenerateAnswer> {
    return answerOf(request.originalContent, await this.engine.regenerateSubsection(request));
  }

  async regenerateFrame(request: RegenerateFrameRequest): Promise<RegenerateAnswer> {
    // Checked here, not left to the engine: a model would happily rewrite a title page.
    if (TITLE_PAGE_PATTERN.test(request.originalContent)) throw GenerationErrors.titlePageNotRegenerable();
    return answerOf(request.originalContent, await this.engine.regenerateFrame(request));
  }

  async regeneratePlot(request: RegeneratePlotRequest): Promise<RegenerateAnswer> {
    return answerOf(request.originalCode, await this.engine.regeneratePlot(request));
  }
}

import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ZEnhanceMaterialRequestSchema,
  ZGenerationRequestSchema,
  ZRegenerateFrameRequestSchema,
  ZRegeneratePlotRequestSchema,
  ZRegenerateSectionRequestSchema,
  ZRegenerateSubsectionRequestSchema,
  type EnhanceMaterialRequest,
  type EnhanceMaterialResponse,
  type GenerationRequest,
  type GenerationResponse,
  type RegenerateFrameRequest,
  type RegenerateFrameResponse,
  type RegeneratePlotRequest,
  type RegeneratePlotResponse,
  type RegenerateSectionRequest,
  type RegenerateSectionResponse,
  type RegenerateSubsectionRequest,
  type RegenerateSubsectionResponse,
} from '@eps/contracts';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { AiRateLimitGuard } from '../ai/ai-rate-limit.guard';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth } from '../auth/decorators';
import { JobProgress } from '../progress/job-progress';
import { Progress, ReportsProgress } from '../progress/job-progress.interceptor';
import { GenerationService } from './generation.service';
import { RecordsToolUse } from '../stats/records-tool-use';

/** Spec section 7 "Generation": the AI routes of the notes and slides generators and their editors. */
@Controller()
@UseGuards(AiRateLimitGuard)
export class GenerationController {
  constructor(private readonly generation: GenerationService) {}

  @Post('generate-latex-lecture')
  @RecordsToolUse('notes-generation')
  @HttpCode(200)
  @ReportsProgress('notes')
  lecture(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZGenerationRequestSchema)) body: GenerationRequest,
    @Progress() progress: JobProgress,
  ): Promise<GenerationResponse> {
    return this.generation.generate(auth.user.id, 'notes', body, progress);
  }

  @Post('generate-latex-slides')
  @RecordsToolUse('slides-generation')
  @HttpCode(200)
  @ReportsProgress('slides')
  slides(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZGenerationRequestSchema)) body: GenerationRequest,
    @Progress() progress: JobProgress,
  ): Promise<GenerationResponse> {
    return this.generation.generate(auth.user.id, 'slides', body, progress);
  }

  @Post('enhance-material')
  @HttpCode(200)
  enhance(
    @Body(new ZodValidationPipe(ZEnhanceMaterialRequestSchema)) body: EnhanceMaterialRequest,
  ): Promise<EnhanceMaterialResponse> {
    return this.generation.enhance(body.text);
  }

  @Post('regenerate-section')
  @HttpCode(200)
  async section(
    @Body(new ZodValidationPipe(ZRegenerateSectionRequestSchema)) body: RegenerateSectionRequest,
  ): Promise<RegenerateSectionResponse> {
    const { text, report } = await this.generation.regenerateSection(body);
    return { regeneratedSection: text, report };
  }

  @Post('regenerate-subsection')
  @HttpCode(200)
  async subsection(
    @Body(new ZodValidationPipe(ZRegenerateSubsectionRequestSchema)) body: RegenerateSubsectionRequest,
  ): Promise<RegenerateSubsectionResponse> {
    const { text, report } = await this.generation.regenerateSubsection(body);
    return { regeneratedSubsection: text, report };
  }

  @Post('regenerate-frame')
  @HttpCode(200)
  async frame(
    @Body(new ZodValidationPipe(ZRegenerateFrameRequestSchema)) body: RegenerateFrameRequest,
  ): Promise<RegenerateFrameResponse> {
    const { text, report } = await this.generation.regenerateFrame(body);
    return { regeneratedFrame: text, report };
  }

  @Post('regenerate-plot')
  @HttpCode(200)
  async plot(
    @Body(new ZodValidationPipe(ZRegeneratePlotRequestSchema)) body: RegeneratePlotRequest,
  ): Promise<RegeneratePlotResponse> {
    const { text, report } = await this.generation.regeneratePlot(body);
    return { regeneratedPlotCode: text, report };
  }
}

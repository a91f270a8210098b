import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ZApplyOptionRequestSchema,
  ZExplainRequestSchema,
  ZGenerateEssayRequestSchema,
  ZIdentifyEssentialRequestSchema,
  ZRewriteRequestSchema,
  ZWritingOptionsRequestSchema,
  type GenerateEssayRequest,
  type GenerateEssayResponse,
  type RewriteResponse,
} from '@eps/contracts';
import type { z } from 'zod';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { AiRateLimitGuard } from '../ai/ai-rate-limit.guard';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth } from '../auth/decorators';
import { EssayWriterService } from './essay-writer.service';
import { RecordsToolUse } from '../stats/records-tool-use';

type Output<S extends z.ZodType> = z.output<S>;

/** Spec section 7 "Essay helper": the essay writer's AI routes, counted against the AI rate limit. */
@Controller('essay')
@UseGuards(AiRateLimitGuard)
export class EssayWriterController {
  constructor(private readonly writer: EssayWriterService) {}

  @Post('generate')
  @RecordsToolUse('essay-helper')
  @HttpCode(200)
  generate(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZGenerateEssayRequestSchema)) body: GenerateEssayRequest,
  ): Promise<GenerateEssayResponse> {
    return this.writer.generate(auth.user.id, body);
  }

  @Post('identify-essential')
  @HttpCode(200)
  async identifyEssential(
    @Body(new ZodValidationPipe(ZIdentifyEssentialRequestSchema))
    body: Output<typeof ZIdentifyEssentialRequestSchema>,
  ) {
    return { essentialSentences: await this.writer.identifyEssential(body.essay) };
  }

  @Post('writing-options')
  @HttpCode(200)
  async writingOptions(
    @Body(new ZodValidationPipe(ZWritingOptionsRequestSchema))
    body: Output<typeof ZWritingOptionsRequestSchema>,
  ) {
    return { options: await this.writer.writingOptions(body.currentEssay, body.analysis) };
  }

  @Post('apply-option')
  @HttpCode(200)
  applyOption(
    @Body(new ZodValidationPipe(ZApplyOptionRequestSchema)) body: Output<typeof ZApplyOptionRequestSchema>,
  ) {
    return this.writer.applyOption(body.currentEssay, body.option);
  }

  @Post('explain')
  @HttpCode(200)
  async explain(
    @Body(new ZodValidationPipe(ZExplainRequestSchema)) body: Output<typeof ZExplainRequestSchema>,
  ) {
    return { explanation: await this.writer.explain(body.sentence, body.context) };
  }

  @Post('rewrite')
  @HttpCode(200)
  rewrite(
    @Body(new ZodValidationPipe(ZRewriteRequestSchema)) body: Output<typeof ZRewriteRequestSchema>,
  ): Promise<RewriteResponse> {
    return this.writer.rewrite(body.sentence, body.context, body.instruction);
  }
}

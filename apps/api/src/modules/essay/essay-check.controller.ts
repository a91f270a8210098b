import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ZAnalyzeEssayRequestSchema,
  type AnalyzeEssayRequest,
  type EssayCheckResult,
  type EssayEngineInfo,
  type EssayHistoryResponse,
} from '@eps/contracts';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { AiRateLimitGuard } from '../ai/ai-rate-limit.guard';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth } from '../auth/decorators';
import { JobProgress } from '../progress/job-progress';
import { Progress, ReportsProgress } from '../progress/job-progress.interceptor';
import { EssayCheckService } from './essay-check.service';
import { RecordsToolUse } from '../stats/records-tool-use';

/** The essay checker (spec section 7 "Essay helper") and the caller's saved essays (Beyond). */
@Controller('essay')
export class EssayCheckController {
  constructor(private readonly checker: EssayCheckService) {}

  @Post('analyze')
  @RecordsToolUse('essay-helper')
  @HttpCode(200)
  @UseGuards(AiRateLimitGuard)
  @ReportsProgress('essay-check')
  analyze(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZAnalyzeEssayRequestSchema)) body: AnalyzeEssayRequest,
    @Progress() progress: JobProgress,
  ): Promise<EssayCheckResult> {
    return this.checker.analyze(auth.user.id, body, progress);
  }

  @Get('engine')
  engine(): EssayEngineInfo {
    return this.checker.engineInfo();
  }

  @Get('history')
  history(@CurrentAuth() auth: AuthContext): Promise<EssayHistoryResponse> {
    return this.checker.history(auth.user.id);
  }
}

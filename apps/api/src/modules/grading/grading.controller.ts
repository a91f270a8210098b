import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ZGraderExemplarRequestSchema,
  ZGraderMarkRequestSchema,
  type GradedAnswer,
  type GraderExemplar,
  type GraderExemplarRequest,
  type GraderHistoryResponse,
  type GraderMarkRequest,
  type GraderMarkResult,
} from '@eps/contracts';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { AiRateLimitGuard } from '../ai/ai-rate-limit.guard';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth, Roles } from '../auth/decorators';
import { GradingErrors } from './grading.errors';
import { GradingService } from './grading.service';
import { RecordsToolUse } from '../stats/records-tool-use';

/** Ids are UUIDs; anything else names no graded answer, so it is the same 404 as a missing one. */
const gradedAnswerId = new UuidParamPipe(GradingErrors.gradedAnswerNotFound);

/**
 * The marking engine (issue 17): mark an answer point by point, the caller's graded answers, and a
 * teacher's confirmed marks (exemplars the engine learns from).
 */
@Controller('grader')
export class GradingController {
  constructor(private readonly grading: GradingService) {}

  @Post('mark')
  @RecordsToolUse('exam-grader')
  @HttpCode(200)
  @UseGuards(AiRateLimitGuard)
  mark(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZGraderMarkRequestSchema)) body: GraderMarkRequest,
  ): Promise<GraderMarkResult> {
    return this.grading.mark(auth.user.id, body);
  }

  @Get('history')
  history(@CurrentAuth() auth: AuthContext): Promise<GraderHistoryResponse> {
    return this.grading.history(auth.user.id);
  }

  @Get('history/:id')
  gradedAnswer(
    @CurrentAuth() auth: AuthContext,
    @Param('id', gradedAnswerId) id: string,
  ): Promise<GradedAnswer> {
    return this.grading.gradedAnswer(auth.user.id, id);
  }

  @Post('exemplars')
  @HttpCode(200)
  @Roles('teacher', 'admin')
  confirmExemplar(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZGraderExemplarRequestSchema)) body: GraderExemplarRequest,
  ): Promise<GraderExemplar> {
    return this.grading.confirmExemplar(auth.user, body);
  }
}

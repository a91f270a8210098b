import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ZAttemptRequestSchema,
  ZQuestionReportRequestSchema,
  type AttemptRequest,
  type AttemptResult,
  type QuestionReportCreated,
  type QuestionReportRequest,
  type SimilarQuestionsResponse,
} from '@eps/contracts';
import { UuidParamPipe } from '../../../common/uuid-param.pipe';
import { ZodValidationPipe } from '../../../common/zod-validation.pipe';
import type { AuthContext } from '../../auth/auth.types';
import { CurrentAuth, Public } from '../../auth/decorators';
import { QuestionErrors } from '../questions.errors';
import { AttemptsRateLimitGuard } from './attempts-rate-limit.guard';
import { AttemptsService } from './attempts.service';
import { RecordsToolUse } from '../../stats/records-tool-use';

const questionId = new UuidParamPipe(QuestionErrors.notFound);

/** The exam question page's routes (libs/contracts/src/question-attempts.ts). */
@Controller('questions')
export class AttemptsController {
  constructor(private readonly attempts: AttemptsService) {}

  @Post(':id/attempts')
  @RecordsToolUse('exam-question')
  @HttpCode(200)
  @UseGuards(AttemptsRateLimitGuard)
  attempt(
    @CurrentAuth() auth: AuthContext,
    @Param('id', questionId) id: string,
    @Body(new ZodValidationPipe(ZAttemptRequestSchema)) body: AttemptRequest,
  ): Promise<AttemptResult> {
    return this.attempts.attempt(auth.user.id, id, body);
  }

  @Post(':id/reports')
  report(
    @CurrentAuth() auth: AuthContext,
    @Param('id', questionId) id: string,
    @Body(new ZodValidationPipe(ZQuestionReportRequestSchema)) body: QuestionReportRequest,
  ): Promise<QuestionReportCreated> {
    return this.attempts.report(auth.user.id, id, body);
  }

  @Get(':id/similar')
  @Public()
  similar(@Param('id', questionId) id: string): Promise<SimilarQuestionsResponse> {
    return this.attempts.similar(id);
  }
}

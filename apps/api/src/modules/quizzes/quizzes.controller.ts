import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ZCreateQuizRequestSchema,
  ZQuizAnswerRequestSchema,
  type CreateQuizOptions,
  type Quiz,
  type QuizAnswerRequest,
  type QuizAnswerResult,
} from '@eps/contracts';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { AiRateLimitGuard } from '../ai/ai-rate-limit.guard';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth } from '../auth/decorators';
import { QuizErrors } from './quizzes.errors';
import { QuizzesService } from './quizzes.service';
import { RecordsToolUse } from '../stats/records-tool-use';

const quizId = new UuidParamPipe(QuizErrors.notFound);

/** The quiz generator's routes (libs/contracts/src/quizzes.ts); making and marking share the AI rate limit. */
@Controller('quizzes')
export class QuizzesController {
  constructor(private readonly quizzes: QuizzesService) {}

  @Post()
  @RecordsToolUse('quiz-generator')
  @UseGuards(AiRateLimitGuard)
  create(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZCreateQuizRequestSchema)) body: CreateQuizOptions,
  ): Promise<Quiz> {
    return this.quizzes.create(auth.user.id, body);
  }

  @Get(':id')
  get(@CurrentAuth() auth: AuthContext, @Param('id', quizId) id: string): Promise<Quiz> {
    return this.quizzes.get(auth.user.id, id);
  }

  @Post(':id/answers')
  @RecordsToolUse('quiz-generator')
  @HttpCode(200)
  @UseGuards(AiRateLimitGuard)
  answer(
    @CurrentAuth() auth: AuthContext,
    @Param('id', quizId) id: string,
    @Body(new ZodValidationPipe(ZQuizAnswerRequestSchema)) body: QuizAnswerRequest,
  ): Promise<QuizAnswerResult> {
    return this.quizzes.answer(auth.user.id, id, body);
  }
}

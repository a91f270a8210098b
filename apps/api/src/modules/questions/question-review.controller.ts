import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ZReviewRequestSchema,
  type AuthoredQuestion,
  type AuthoredQuestionList,
  type ReviewItem,
  type ReviewRequest,
} from '@eps/contracts';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth, Roles } from '../auth/decorators';
import { QuestionReviewService } from './question-review.service';
import { QuestionErrors } from './questions.errors';

const questionId = new UuidParamPipe(QuestionErrors.notFound);

/** The review queue (admins only). Declared before QuestionsController so /questions/pending is no id. */
@Roles('admin')
@Controller('questions')
export class QuestionReviewController {
  constructor(private readonly review: QuestionReviewService) {}

  @Get('pending')
  async pending(): Promise<AuthoredQuestionList> {
    return { items: await this.review.pending() };
  }

  @Get(':id/review')
  item(@Param('id', questionId) id: string): Promise<ReviewItem> {
    return this.review.item(id);
  }

  @Post(':id/review')
  @HttpCode(200)
  decide(
    @CurrentAuth() auth: AuthContext,
    @Param('id', questionId) id: string,
    @Body(new ZodValidationPipe(ZReviewRequestSchema)) body: ReviewRequest,
  ): Promise<AuthoredQuestion> {
    return this.review.decide(auth.user, id, body);
  }
}

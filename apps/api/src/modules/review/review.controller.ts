import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ZCardRatingRequestSchema,
  ZUpdateReviewSettingsSchema,
  type CardRatingOutcome,
  type ReviewQueue,
  type CardRatingRequest,
  type ReviewSettings,
  type UpdateReviewSettings,
} from '@eps/contracts';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth } from '../auth/decorators';
import { ReviewErrors } from './review.errors';
import { ReviewService } from './review.service';
import { RecordsToolUse } from '../stats/records-tool-use';

const cardId = new UuidParamPipe(ReviewErrors.cardNotFound);

/** The spaced-review routes (libs/contracts/src/review.ts). */
@Controller('review')
export class ReviewController {
  constructor(private readonly review: ReviewService) {}

  @Get('due')
  due(@CurrentAuth() auth: AuthContext): Promise<ReviewQueue> {
    return this.review.due(auth.user.id);
  }

  @Get('settings')
  settings(@CurrentAuth() auth: AuthContext): Promise<ReviewSettings> {
    return this.review.settings(auth.user.id);
  }

  @Put('settings')
  updateSettings(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZUpdateReviewSettingsSchema)) body: UpdateReviewSettings,
  ): Promise<ReviewSettings> {
    return this.review.updateSettings(auth.user.id, body);
  }

  @Post(':cardId')
  // Reviews happen on the quiz generator's page.
  @RecordsToolUse('quiz-generator')
  @HttpCode(200)
  rate(
    @CurrentAuth() auth: AuthContext,
    @Param('cardId', cardId) id: string,
    @Body(new ZodValidationPipe(ZCardRatingRequestSchema)) body: CardRatingRequest,
  ): Promise<CardRatingOutcome> {
    return this.review.review(auth.user.id, id, body.rating);
  }
}

import { Injectable } from '@nestjs/common';
import { PerUserRateLimitGuard } from '../../../common/per-user-rate-limit.guard';
import { QuestionErrors } from '../questions.errors';

/** RATE_LIMIT_ANSWERS_PER_MINUTE checked answers per user: enough to practise, too few to brute-force. */
@Injectable()
export class AttemptsRateLimitGuard extends PerUserRateLimitGuard {
  protected readonly bucket = 'attempts';

  protected limitPerMinute(): number {
    return this.config.rateLimitAnswersPerMinute;
  }

  protected limitError(perMinute: number) {
    return QuestionErrors.attemptsRateLimited(perMinute);
  }
}

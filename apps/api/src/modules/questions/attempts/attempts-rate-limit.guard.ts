import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { PerUserRateLimitGuard } from '../../../common/per-user-rate-limit.guard';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { REDIS } from '../../../redis/redis.module';
import { QuestionErrors } from '../questions.errors';

/** RATE_LIMIT_ANSWERS_PER_MINUTE checked answers per user: enough to practise, too few to brute-force. */
@Injectable()
export class AttemptsRateLimitGuard extends PerUserRateLimitGuard {
  protected readonly bucket = 'attempts';

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS) redis: Redis) {
    super(config, redis);
  }

  protected limitPerMinute(): number {
    return this.config.rateLimitAnswersPerMinute;
  }

  protected limitError(perMinute: number) {
    return QuestionErrors.attemptsRateLimited(perMinute);
  }
}

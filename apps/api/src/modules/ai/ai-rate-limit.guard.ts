import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { PerUserRateLimitGuard } from '../../common/per-user-rate-limit.guard';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { REDIS } from '../../redis/redis.module';
import { AiErrors } from './ai.errors';

/**
 * RATE_LIMIT_AI_PER_MINUTE per user across every AI route (the tools that ask a model or stand in for one).
 * Runs after the auth guard: it counts per user.
 */
@Injectable()
export class AiRateLimitGuard extends PerUserRateLimitGuard {
  protected readonly bucket = 'ai';

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS) redis: Redis) {
    super(config, redis);
  }

  protected limitPerMinute(): number {
    return this.config.rateLimitAiPerMinute;
  }

  protected limitError(perMinute: number) {
    return AiErrors.rateLimited(perMinute);
  }
}

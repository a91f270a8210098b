import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { PerUserRateLimitGuard } from '../../common/per-user-rate-limit.guard';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { REDIS } from '../../redis/redis.module';
import { CompileErrors } from './compile.errors';

/** RATE_LIMIT_COMPILE_PER_MINUTE per user across the compile and plot routes. */
@Injectable()
export class CompileRateLimitGuard extends PerUserRateLimitGuard {
  protected readonly bucket = 'compile';

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS) redis: Redis) {
    super(config, redis);
  }

  protected limitPerMinute(): number {
    return this.config.rateLimitCompilePerMinute;
  }

  protected limitError(perMinute: number) {
    return CompileErrors.rateLimited(perMinute);
  }
}

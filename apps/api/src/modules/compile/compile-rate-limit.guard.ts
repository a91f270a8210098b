import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { REDIS } from '../../redis/redis.module';
import type { AuthenticatedRequest } from '../auth/auth.types';
import { CompileErrors } from './compile.errors';

const WINDOW_SECONDS = 60;

/**
 * RATE_LIMIT_COMPILE_PER_MINUTE per user across compile and plot routes, counted in Redis so several
 * API instances share it. Per user, not per IP: a whole school may sit behind one address.
 */
@Injectable()
export class CompileRateLimitGuard implements CanActivate {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const window = Math.floor(Date.now() / 1000 / WINDOW_SECONDS);
    const key = `${this.config.redisPrefix}:rate:compile:${req.auth.user.id}:${window}`;
    const [[, count]] = (await this.redis
      .multi()
      .incr(key)
      .expire(key, WINDOW_SECONDS * 2)
      .exec()) as [[Error | null, number], unknown];
    const limit = this.config.rateLimitCompilePerMinute;
    if (count <= limit) return true;
    const retryAfter = WINDOW_SECONDS - (Math.floor(Date.now() / 1000) % WINDOW_SECONDS);
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(retryAfter));
    throw CompileErrors.rateLimited(limit);
  }
}

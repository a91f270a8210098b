import { CanActivate, ExecutionContext, Inject } from '@nestjs/common';
import type { Response } from 'express';
import type Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { AuthenticatedRequest } from '../modules/auth/auth.types';
import { REDIS } from '../redis/redis.module';
import type { AppError } from './app-error';

const WINDOW_SECONDS = 60;

/**
 * A per-user budget of calls a minute for one family of routes, counted in Redis so several API
 * instances share it. Per user, not per IP: a whole school may sit behind one address. Subclasses name
 * the bucket, the limit from the configuration and the error a person reads; they inherit this
 * constructor and its injection tokens.
 */
export abstract class PerUserRateLimitGuard implements CanActivate {
  protected abstract readonly bucket: string;
  protected abstract limitPerMinute(): number;
  protected abstract limitError(perMinute: number): AppError;

  constructor(
    @Inject(APP_CONFIG) protected readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const window = Math.floor(Date.now() / 1000 / WINDOW_SECONDS);
    const key = `${this.config.redisPrefix}:rate:${this.bucket}:${req.auth.user.id}:${window}`;
    const [[, count]] = (await this.redis
      .multi()
      .incr(key)
      .expire(key, WINDOW_SECONDS * 2)
      .exec()) as [[Error | null, number], unknown];
    const limit = this.limitPerMinute();
    if (count <= limit) return true;
    const retryAfter = WINDOW_SECONDS - (Math.floor(Date.now() / 1000) % WINDOW_SECONDS);
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(retryAfter));
    throw this.limitError(limit);
  }
}

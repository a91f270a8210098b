import { CanActivate, ExecutionContext, Inject } from '@nestjs/common';
import type { Response } from 'express';
import type Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { AuthenticatedRequest } from '../modules/auth/auth.types';
import { REDIS } from '../redis/redis.module';
import type { AppError } from './app-error';

const WINDOW_MS = 60_000;

/**
 * A sliding-window log in one sorted set per user and bucket: drop calls older than the window, then
 * admit this one only when fewer than the limit remain. Answers { admitted, ms until a slot frees }.
 * Atomic, so two API instances cannot both take the last slot. A refused call is not logged, so a
 * client retrying in a loop does not push its own wait further out.
 */
const SLIDING_WINDOW_SCRIPT = `
local key, now, window, limit, member = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) < limit then
  redis.call('ZADD', key, now, member)
  redis.call('PEXPIRE', key, window)
  return {1, 0}
end
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
return {0, tonumber(oldest[2]) + window - now}
`;

/**
 * A per-user budget of calls in any 60 seconds for one family of routes, counted in Redis so several
 * API instances share it. A sliding window rather than calendar minutes: with fixed minutes a user
 * could make twice the limit across a minute's turn. Per user, not per IP: a whole school may sit
 * behind one address. Subclasses name the bucket, the limit from the configuration and the error a
 * person reads; they inherit this constructor and its injection tokens.
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
    const key = `${this.config.redisPrefix}:rate:${this.bucket}:${req.auth.user.id}`;
    const now = Date.now();
    const limit = this.limitPerMinute();
    const member = `${now}:${Math.random().toString(36).slice(2)}`;
    const [admitted, waitMs] = (await this.redis.eval(
      SLIDING_WINDOW_SCRIPT,
      1,
      key,
      now,
      WINDOW_MS,
      limit,
      member,
    )) as [number, number];
    if (admitted === 1) return true;
    const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(retryAfter));
    throw this.limitError(limit);
  }
}

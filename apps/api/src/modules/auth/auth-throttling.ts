import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import type Redis from 'ioredis';
import type { AppConfig } from '../../config/app-config';
import { THROTTLE_BY_USERNAME } from './decorators';
import { RedisThrottlerStorage } from './redis-throttler.storage';

const MINUTE_MS = 60_000;

function clientIp(req: Record<string, unknown>): string {
  return typeof req.ip === 'string' ? req.ip : 'unknown';
}

/**
 * Login is limited per IP *and* username: a school shares one NAT address, so one student mistyping (or
 * an attacker behind the same address) can not lock the whole school out. A second, looser per-IP limit
 * stops one address from spraying passwords over many usernames.
 */
export function loginAwareTracker(req: Record<string, unknown>, context: ExecutionContext): string {
  const byUsername = Reflect.getMetadata(THROTTLE_BY_USERNAME, context.getHandler()) === true;
  const username = (req.body as { username?: unknown } | undefined)?.username;
  if (byUsername && typeof username === 'string')
    return `${clientIp(req)}|${username.trim().toLowerCase().slice(0, 254)}`;
  return clientIp(req);
}

export function authThrottlerOptions(config: AppConfig, redis: Redis): ThrottlerModuleOptions {
  const limit = config.rateLimitAuthPerMinute;
  return {
    throttlers: [
      // 'default' makes the throttler send the standard Retry-After header (others get a name suffix).
      { name: 'default', ttl: MINUTE_MS, limit, getTracker: loginAwareTracker },
      { name: 'auth-ip', ttl: MINUTE_MS, limit: limit * 5, getTracker: clientIp },
    ],
    storage: new RedisThrottlerStorage(redis, config.redisPrefix),
  };
}

import type { ThrottlerStorage } from '@nestjs/throttler';
import type Redis from 'ioredis';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** Fixed window counter: INCR, start the window on the first hit, report the time left. Atomic in Lua. */
const INCREMENT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { hits, ttl }`;

/**
 * Rate-limit counters live in Redis so every API instance behind a load balancer shares them (an
 * attacker gains nothing by spreading attempts over instances). A client over the limit stays blocked
 * until its window ends.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    _blockDuration: number,
    name: string,
  ): Promise<ThrottlerStorageRecord> {
    const [hits, ttlMs] = (await this.redis.eval(
      INCREMENT_SCRIPT,
      1,
      `${this.prefix}:throttle:${name}:${key}`,
      ttl,
    )) as [number, number];
    const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
    return { totalHits: hits, timeToExpire: seconds, isBlocked: hits > limit, timeToBlockExpire: seconds };
  }
}

import type Redis from 'ioredis';
import { liveWorkersKey } from '@eps/contracts';

/** Live compile workers: members of the live-workers set whose heartbeat has not run out yet. */
export function countLiveWorkers(redis: Redis, redisPrefix: string): Promise<number> {
  return redis.zcount(liveWorkersKey(redisPrefix), Date.now(), '+inf');
}

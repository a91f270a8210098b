import type Redis from 'ioredis';

/**
 * Live compile workers: each refreshes a key under `<prefix>:workers:` with a short TTL, so the keys
 * present are the workers alive (SCAN, never KEYS).
 */
export async function countLiveWorkers(redis: Redis, redisPrefix: string): Promise<number> {
  let cursor = '0';
  let count = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}:workers:*`, 'COUNT', 200);
    cursor = next;
    count += keys.length;
  } while (cursor !== '0');
  return count;
}

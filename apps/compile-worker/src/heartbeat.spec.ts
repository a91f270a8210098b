import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { WORKER_HEARTBEAT_PREFIX, WORKER_HEARTBEAT_TTL_SECONDS } from '@eps/contracts';
import { Heartbeat, heartbeatKeyPrefix } from './heartbeat';
import { checkEvictionPolicy, describeEvictionPolicy } from './redis-policy';
import { loadConfig } from './config';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

describe('compile-worker heartbeat (real Redis)', () => {
  let redis: Redis;
  const prefix = `eps-test-${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
  });

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('writes the key with the shared TTL, refreshes it, and deletes it on stop', async () => {
    const hb = new Heartbeat(redis, { redisPrefix: prefix, workerId: 'host-1', intervalMs: 100 });
    expect(hb.key).toBe(`${prefix}:workers:host-1`);
    await hb.start();

    const ttl = await redis.ttl(hb.key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(WORKER_HEARTBEAT_TTL_SECONDS);
    const first = JSON.parse((await redis.get(hb.key)) ?? '{}');
    expect(first.id).toBe('host-1');

    await redis.expire(hb.key, 2); // the next beat must restore the full TTL
    await new Promise((r) => setTimeout(r, 350));
    expect(await redis.ttl(hb.key)).toBeGreaterThan(2);

    expect(await redis.keys(`${heartbeatKeyPrefix(prefix)}*`)).toEqual([hb.key]);
    await hb.stop();
    expect(await redis.exists(hb.key)).toBe(0);
  });

  it('counts two workers separately', async () => {
    const a = new Heartbeat(redis, { redisPrefix: prefix, workerId: 'a-1', intervalMs: 1000 });
    const b = new Heartbeat(redis, { redisPrefix: prefix, workerId: 'b-2', intervalMs: 1000 });
    await Promise.all([a.start(), b.start()]);
    expect((await redis.keys(`${heartbeatKeyPrefix(prefix)}*`)).sort()).toEqual([a.key, b.key].sort());
    await Promise.all([a.stop(), b.stop()]);
    expect(await redis.keys(`${heartbeatKeyPrefix(prefix)}*`)).toEqual([]);
  });

  it('reads the eviction policy of the server', async () => {
    const check = await checkEvictionPolicy(redis);
    expect(['ok', 'wrong', 'unknown']).toContain(check.status);
    if (check.status === 'ok') expect(describeEvictionPolicy(check)).toBeNull();
  });
});

describe('compile-worker config and policy messages', () => {
  it('uses the default prefix so keys match the shared contract', () => {
    const config = loadConfig({});
    expect(config.redisPrefix).toBe('eps');
    expect(heartbeatKeyPrefix(config.redisPrefix)).toBe(WORKER_HEARTBEAT_PREFIX);
    expect(config.workerId).toMatch(new RegExp(`-${process.pid}$`));
  });

  it('rejects a prefix with glob characters', () => {
    expect(() => loadConfig({ REDIS_PREFIX: 'a*b' })).toThrow(/REDIS_PREFIX/);
  });

  it('explains a wrong or unknown policy', () => {
    expect(describeEvictionPolicy({ status: 'wrong', policy: 'allkeys-lru' })).toMatch(/noeviction/);
    expect(describeEvictionPolicy({ status: 'unknown', reason: 'ERR unknown command' })).toMatch(
      /Could not check/,
    );
  });
});

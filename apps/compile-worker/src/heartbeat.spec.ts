import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { liveWorkersKey, WORKER_HEARTBEAT_TTL_SECONDS } from '@eps/contracts';
import { Heartbeat } from './heartbeat';
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

  const members = () => redis.zrange(liveWorkersKey(prefix), 0, -1);

  it('announces the worker with an expiry one TTL ahead, refreshes it, and leaves on stop', async () => {
    const hb = new Heartbeat(redis, { redisPrefix: prefix, workerId: 'host-1', intervalMs: 100 });
    expect(hb.key).toBe(`${prefix}:workers`);
    const before = Date.now();
    await hb.start();

    const expiry = Number(await redis.zscore(hb.key, 'host-1'));
    expect(expiry).toBeGreaterThanOrEqual(before + WORKER_HEARTBEAT_TTL_SECONDS * 1000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + WORKER_HEARTBEAT_TTL_SECONDS * 1000);
    expect(await redis.pttl(hb.key)).toBeGreaterThan(0);

    await new Promise((r) => setTimeout(r, 350));
    expect(Number(await redis.zscore(hb.key, 'host-1'))).toBeGreaterThan(expiry);

    expect(await members()).toEqual(['host-1']);
    await hb.stop();
    expect(await members()).toEqual([]);
  });

  it('counts two workers separately and drops one whose heartbeat ran out', async () => {
    const a = new Heartbeat(redis, { redisPrefix: prefix, workerId: 'a-1', intervalMs: 1000 });
    const b = new Heartbeat(redis, { redisPrefix: prefix, workerId: 'b-2', intervalMs: 1000 });
    await Promise.all([a.start(), b.start()]);
    expect((await members()).sort()).toEqual(['a-1', 'b-2']);

    await redis.zadd(liveWorkersKey(prefix), Date.now() - 1, 'crashed-3');
    await a.beat();
    expect((await members()).sort()).toEqual(['a-1', 'b-2']);
    await Promise.all([a.stop(), b.stop()]);
    expect(await members()).toEqual([]);
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
    expect(liveWorkersKey(config.redisPrefix)).toBe('eps:workers');
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

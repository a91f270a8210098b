import { randomUUID } from 'node:crypto';
import type { ExecutionContext } from '@nestjs/common';
import request from 'supertest';
import type Redis from 'ioredis';
import type { AppError } from '../../apps/api/src/common/app-error';
import type { PerUserRateLimitGuard } from '../../apps/api/src/common/per-user-rate-limit.guard';
import { AiRateLimitGuard } from '../../apps/api/src/modules/ai/ai-rate-limit.guard';
import { REDIS } from '../../apps/api/src/redis/redis.module';
import { startTestApp, uniqueEmail, type TestApp } from './support/test-app';

describe('rate limits on the auth routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers repeated failed logins for one username with 429', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await request(t.http).post('/api/login').send({ username: email, password: 'wrong-pass1' })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const limited = await request(t.http)
      .post('/api/login')
      .send({ username: email, password: 'wrong-pass1' });
    expect(limited.body).toEqual({
      error: 'Too many attempts. Please wait a minute and try again.',
      code: 'RATE_LIMITED',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not lock out another username behind the same address', async () => {
    const res = await request(t.http)
      .post('/api/login')
      .send({ username: uniqueEmail(), password: 'wrong-pass1' });
    expect(res.status).toBe(401);
  });

  it('limits forgot-password per client address and keeps the counters in Redis', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await request(t.http)
        .post('/api/forgot-password')
        .set('X-Forwarded-For', '10.1.2.3')
        .send({ email: uniqueEmail() });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another client address (behind the same trusted proxy) is counted separately.
    const other = await request(t.http)
      .post('/api/forgot-password')
      .set('X-Forwarded-For', '10.9.9.9')
      .send({ email: uniqueEmail() });
    expect(other.status).toBe(200);
    const keys = await t.app.get<Redis>(REDIS).keys(`${t.config.redisPrefix}:throttle:*`);
    expect(keys.length).toBeGreaterThan(0);
  });

  it('does not rate-limit ordinary routes', async () => {
    for (let i = 0; i < 6; i++) expect((await request(t.http).get('/api/health')).status).toBe(200);
  });
});

describe('the per-user budgets (AI, compile, attempts, …) over any 60 seconds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  /** Asks the guard, with the clock at `atMs`, as one user; answers the status and Retry-After. */
  function askAt(guard: PerUserRateLimitGuard, userId: string, atMs: number) {
    jest.spyOn(Date, 'now').mockReturnValue(atMs);
    const headers: Record<string, string> = {};
    const context = {
      switchToHttp: () => ({
        getRequest: () => ({ auth: { user: { id: userId } } }),
        getResponse: () => ({ setHeader: (name: string, value: string) => (headers[name] = value) }),
      }),
    } as unknown as ExecutionContext;
    return guard.canActivate(context).then(
      () => ({ status: 200, retryAfter: undefined as string | undefined }),
      (e: AppError) => ({ status: e.status, retryAfter: headers['Retry-After'] }),
    );
  }

  it('holds across a calendar minute’s turn, frees a slot 60 s after the oldest call, and does not count refusals', async () => {
    const guard = new AiRateLimitGuard({ ...t.config, rateLimitAiPerMinute: 2 }, t.app.get<Redis>(REDIS));
    const user = randomUUID();
    const minuteTurn = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000;
    expect(await askAt(guard, user, minuteTurn - 1_000)).toEqual({ status: 200, retryAfter: undefined });
    expect(await askAt(guard, user, minuteTurn + 1_000)).toEqual({ status: 200, retryAfter: undefined });
    // A fixed per-minute counter would start afresh here; the window still holds both calls.
    expect(await askAt(guard, user, minuteTurn + 2_000)).toEqual({ status: 429, retryAfter: '57' });
    expect(await askAt(guard, user, minuteTurn + 58_000)).toEqual({ status: 429, retryAfter: '1' });
    // The first call leaves the window; the refusals at +2 s and +58 s did not take its place.
    expect(await askAt(guard, user, minuteTurn + 59_001)).toEqual({ status: 200, retryAfter: undefined });
    expect(await askAt(guard, user, minuteTurn + 59_002)).toEqual({ status: 429, retryAfter: '2' });
    // Another user has a budget of their own.
    expect(await askAt(guard, randomUUID(), minuteTurn + 59_002)).toEqual({ status: 200, retryAfter: undefined });
  });
});

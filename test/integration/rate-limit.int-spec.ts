import request from 'supertest';
import type Redis from 'ioredis';
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

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { liveWorkersKey, ZHealthResponseSchema } from '@eps/contracts';
import type Redis from 'ioredis';
import { REDIS } from '../../apps/api/src/redis/redis.module';
import { GuestSweepService } from '../../apps/api/src/modules/auth/guest-sweep.service';
import { loginAs, registerStudent, startTestApp, type TestApp } from './support/test-app';

describe('application shell', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eps-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Exam Prep Studio</title>');
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'app-123.js'), 'console.log(1)');
    t = await startTestApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('reports database, redis and live compile workers', async () => {
    const redis = t.app.get<Redis>(REDIS);
    const live = Date.now() + 30_000;
    await redis.zadd(liveWorkersKey(t.config.redisPrefix), live, 'w1', live, 'w2', Date.now() - 1, 'gone');
    const res = await request(t.http).get('/api/health');
    expect(res.status).toBe(200);
    expect(ZHealthResponseSchema.parse(res.body)).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'up',
      compileWorkers: 2,
    });
  });

  it('serves the SPA with index.html fallback, but unknown /api routes get JSON 404', async () => {
    const page = await request(t.http).get('/profile?tab=password');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Exam Prep Studio');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const asset = await request(t.http).get('/assets/app-123.js');
    expect(asset.headers['cache-control']).toContain('immutable');

    const api = await request(t.http).get('/api/does-not-exist');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ error: 'Not found.', code: 'NOT_FOUND' });
    expect((await request(t.http).post('/api/check-auth')).status).toBe(404);
  });

  it('sweeps guests inactive for longer than GUEST_INACTIVITY_HOURS, with their sessions', async () => {
    const stale = request.agent(t.http);
    const staleGuest = (await stale.post('/api/guest-login').expect(200)).body.user.id as string;
    const fresh = request.agent(t.http);
    const freshGuest = (await fresh.post('/api/guest-login').expect(200)).body.user.id as string;
    const { email, user } = await registerStudent(t);
    await loginAs(t, email);
    await t.db.query(`UPDATE users SET last_seen_at = now() - interval '73 hours' WHERE id = ANY($1)`, [
      [staleGuest, user.id],
    ]);

    const deleted = await t.app.get(GuestSweepService).sweep();
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await t.db.query('SELECT id FROM users WHERE id = ANY($1)', [
      [staleGuest, freshGuest, user.id],
    ]);
    expect(left.map((r: { id: string }) => r.id).sort()).toEqual([freshGuest, user.id].sort());
    expect(await t.db.query('SELECT id FROM sessions WHERE user_id = $1', [staleGuest])).toHaveLength(0);
    expect((await stale.get('/api/check-auth')).status).toBe(401);
    expect((await fresh.get('/api/check-auth')).status).toBe(200);
  });

  it('expires idle sessions and slides their expiry on use', async () => {
    const { email } = await registerStudent(t);
    const { agent, user } = await loginAs(t, email);
    await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '2 minutes' WHERE user_id = $1`, [
      user.id,
    ]);
    await agent.get('/api/check-auth').expect(200);
    const [{ hours }] = await t.db.query(
      `SELECT extract(epoch FROM expires_at - now()) / 3600 AS hours FROM sessions WHERE user_id = $1`,
      [user.id],
    );
    expect(Number(hours)).toBeGreaterThan(11.9);
    await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      user.id,
    ]);
    expect((await agent.get('/api/check-auth')).status).toBe(401);
  });

  it('gives remember-me sessions 7 days that do not slide', async () => {
    const { email } = await registerStudent(t);
    const { agent, user } = await loginAs(t, email, undefined, true);
    const before = await t.db.query('SELECT expires_at FROM sessions WHERE user_id = $1', [user.id]);
    await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '2 minutes' WHERE user_id = $1`, [
      user.id,
    ]);
    await agent.get('/api/check-auth').expect(200);
    const after = await t.db.query('SELECT expires_at, remember_me FROM sessions WHERE user_id = $1', [
      user.id,
    ]);
    expect(after[0].remember_me).toBe(true);
    expect(after[0].expires_at.getTime()).toBe(before[0].expires_at.getTime());
    const days = (before[0].expires_at.getTime() - Date.now()) / 86400_000;
    expect(days).toBeGreaterThan(6.99);
  });
});

import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import request from 'supertest';
import { COMPILE_QUEUE } from '@eps/contracts';
import { sampleValue } from './support/prometheus-text';
import {
  loginAs,
  loginAsNewAdmin,
  registerStudent,
  registerTeacher,
  startTestApp,
  type TestApp,
} from './support/test-app';

/**
 * Issue 21 items 2 and 3: the queue dashboard is for admins only (everyone else sees a 404), and
 * /metrics serves Prometheus text to a bearer of METRICS_TOKEN or to this machine, with queue depth
 * read from the real Redis queue.
 */

const METRICS_TOKEN = 'test-metrics-token-0123456789';
let t: TestApp;
/** The app as another machine reaches it: its address on a non-loopback interface. */
let remoteUrl: string;

function nonLoopbackAddress(): string {
  const address = Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
  if (!address) throw new Error('this machine has no non-loopback IPv4 address to call the app from');
  return address;
}

beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN });
  await t.app.listen(0, '0.0.0.0');
  remoteUrl = `http://${nonLoopbackAddress()}:${(t.http.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await request(t.http).get('/metrics').expect(200);
  return res.text;
};

describe('/admin/queues', () => {
  it('is a 404 for no session, a guest, a student and a teacher', async () => {
    const admin = await loginAsNewAdmin(t);
    const guest = request.agent(t.http);
    await guest.post('/api/guest-login').expect(200);
    const student = await loginAs(t, (await registerStudent(t)).email);
    const teacher = await registerTeacher(t, admin.agent);

    for (const [who, agent] of [
      ['no session', request.agent(t.http)],
      ['guest', guest],
      ['student', student.agent],
      ['teacher', teacher.agent],
    ] as const) {
      for (const path of ['/admin/queues', '/admin/queues/api/queues', '/admin/queues/queue/compile']) {
        const res = await agent.get(path);
        expect({ who, path, status: res.status, body: res.body }).toEqual({
          who,
          path,
          status: 404,
          body: { error: 'Not found.', code: 'NOT_FOUND' },
        });
      }
    }
    // A bearer token is a session too: a student's token does not open it either.
    await request(t.http).get('/admin/queues').set('Authorization', `Bearer ${student.token}`).expect(404);
  });

  it("serves the dashboard, its own assets and every queue's figures to an admin", async () => {
    const admin = await loginAsNewAdmin(t);
    const page = await admin.agent.get('/admin/queues').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('<base href="/admin/queues/"');
    expect(page.text).not.toContain('googleapis');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const script = /src="(static\/js\/main\.[\w.]+\.js)"/.exec(page.text)?.[1];
    expect(script).toBeDefined();
    const asset = await admin.agent.get(`/admin/queues/${script}`).expect(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);

    const queues = await admin.agent.get('/admin/queues/api/queues').expect(200);
    expect(queues.body.queues.map((q: { name: string }) => q.name)).toEqual([COMPILE_QUEUE]);
  });
});

describe('/metrics', () => {
  it('refuses another machine without the token, or with a wrong one, with 401 and the reason', async () => {
    const none = await request(remoteUrl).get('/metrics').expect(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.body).toEqual({
      code: 'METRICS_UNAUTHORIZED',
      error: expect.stringContaining('Authorization: Bearer <METRICS_TOKEN>'),
    });
    const wrong = await request(remoteUrl)
      .get('/metrics')
      .set('Authorization', 'Bearer not-the-token')
      .expect(401);
    expect(wrong.body.error).toBe('The bearer token is not this server’s METRICS_TOKEN.');
    // A session token is not the metrics token.
    const student = await loginAs(t, (await registerStudent(t)).email);
    await request(remoteUrl).get('/metrics').set('Authorization', `Bearer ${student.token}`).expect(401);
  });

  it('serves another machine with the token', async () => {
    const res = await request(remoteUrl)
      .get('/metrics')
      .set('Authorization', `Bearer ${METRICS_TOKEN}`)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    expect(res.text).toContain('# TYPE eps_http_requests_total counter');
    expect(res.text).toContain('# TYPE process_cpu_user_seconds_total counter');
  });

  it('serves this machine without a token, unless the request came through a proxy', async () => {
    await request(t.http).get('/metrics').expect(200);
    const proxied = await request(t.http).get('/metrics').set('X-Forwarded-For', '198.51.100.7').expect(401);
    expect(proxied.body.code).toBe('METRICS_UNAUTHORIZED');
    await request(t.http)
      .get('/metrics')
      .set('X-Forwarded-For', '198.51.100.7')
      .set('Authorization', `Bearer ${METRICS_TOKEN}`)
      .expect(200);
  });

  it('counts requests by route template and status, never by raw URL', async () => {
    const health = { method: 'GET', route: '/api/health', status: '200' };
    const before = sampleValue(await scrape(), 'eps_http_requests_total', health) ?? 0;
    for (let i = 0; i < 3; i++) await request(t.http).get('/api/health').expect(200);
    const student = await loginAs(t, (await registerStudent(t)).email);
    const missingId = randomUUID();
    await student.agent.get(`/api/documents/${missingId}`).expect(404);
    await request(t.http).get(`/api/no-such-route/${missingId}`).expect(404);

    const text = await scrape();
    expect(sampleValue(text, 'eps_http_requests_total', health)).toBe(before + 3);
    expect(
      sampleValue(text, 'eps_http_requests_total', {
        method: 'GET',
        route: '/api/documents/:id',
        status: '404',
      }),
    ).toBe(1);
    expect(
      sampleValue(text, 'eps_http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'eps_http_request_duration_seconds_count', health)).toBe(before + 3);
    expect(text).not.toContain(missingId);
  });

  it('shows the queue depth rising while jobs wait with no worker running', async () => {
    const queue = new Queue(COMPILE_QUEUE, {
      connection: { url: t.config.redisUrl, maxRetriesPerRequest: null },
      prefix: t.config.redisPrefix,
    });
    try {
      const depth = (text: string, state: string) =>
        sampleValue(text, 'eps_queue_jobs', { queue: COMPILE_QUEUE, state });
      const before = await scrape();
      expect(depth(before, 'waiting')).toBe(0);
      expect(sampleValue(before, 'eps_queue_oldest_waiting_seconds', { queue: COMPILE_QUEUE })).toBe(0);
      expect(sampleValue(before, 'eps_compile_workers_live')).toBe(0);

      const data = { ownerId: randomUUID(), latexCode: '\\documentclass{article}', assets: [] };
      for (let i = 0; i < 3; i++) await queue.add('compile', data, { jobId: randomUUID() });
      await queue.add(
        'plot',
        { ownerId: data.ownerId, code: 'print(1)' },
        { jobId: randomUUID(), delay: 60_000 },
      );
      await new Promise((r) => setTimeout(r, 50));

      const after = await scrape();
      expect(depth(after, 'waiting')).toBe(3);
      expect(depth(after, 'delayed')).toBe(1);
      expect(depth(after, 'active')).toBe(0);
      expect(
        sampleValue(after, 'eps_queue_oldest_waiting_seconds', { queue: COMPILE_QUEUE }),
      ).toBeGreaterThan(0);
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('reports the live sessions by account kind', async () => {
    const guest = request.agent(t.http);
    await guest.post('/api/guest-login').expect(200);
    const text = await scrape();
    expect(sampleValue(text, 'eps_sessions_live', { kind: 'guest' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'eps_sessions_live', { kind: 'user' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'eps_metrics_read_errors_total')).toBeUndefined();
  });
});

import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { compile, fresh, guestSession, isPdf } from './support/compile-client';
import { msUntil, OwnRedis, TcpProxy } from './support/faults';
import { loginAs, registerStudent, startTestApp, type TestApp } from './support/test-app';
import { CompileWorkers, portServing } from './support/workers';

/**
 * Issue 21 item 10, the stores: Postgres and Redis go away under the running app and come back. While
 * one is down the API answers 503 with a sentence naming it; afterwards it recovers by itself, and
 * (Redis) no queued compile is lost. Each prints its time to recover.
 */

describe('Postgres connection loss (a TCP proxy the test owns, cut and restored)', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    const direct = new URL(process.env.DATABASE_URL!);
    proxy = await TcpProxy.start({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(direct);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    t = await startTestApp({ DATABASE_URL: viaProxy.toString() });
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await t?.close();
    await proxy.cut();
  });

  it('answers 503 DATABASE_UNAVAILABLE while the database is unreachable, then recovers by itself', async () => {
    const { email } = await registerStudent(t);
    const { agent } = await loginAs(t, email);
    expect((await agent.get('/api/documents')).status).toBe(200);

    await proxy.cut();
    const down = await agent.get('/api/documents');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      error: 'The app cannot reach its database right now. Please try again in a few seconds.',
    });

    await proxy.restore();
    const ms = await msUntil(async () => (await agent.get('/api/documents')).status === 200, 20_000);
    console.log(`faults: Postgres back -> first 200 after ${ms} ms`);
  });
});

describe('Redis stopped and restarted under load (its own redis-server with AOF)', () => {
  let redis: OwnRedis;
  let t: TestApp;
  let probe: Redis;
  const workers = new CompileWorkers();
  beforeAll(async () => {
    redis = await OwnRedis.start();
    t = await startTestApp({ REDIS_URL: redis.url, COMPILE_WAIT_SECONDS: '60' });
    await workers.start(t, 1, { WORKER_CONCURRENCY: '1', WORKER_HEALTH_PORT: '0' });
    probe = new Redis(redis.url, { maxRetriesPerRequest: 1, lazyConnect: true });
  }, 90_000);
  afterAll(async () => {
    probe?.disconnect();
    await workers.stop();
    await t?.close();
    await redis?.remove();
  });

  const probeWorker = async (path: string) => {
    const res = await fetch(`http://127.0.0.1:${await portServing(workers.processes[0], path)}${path}`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it(
    'answers 503 REDIS_UNAVAILABLE while Redis is down, recovers by itself, and finishes every queued job',
    workers.explain(async () => {
      const { agent } = await guestSession(t);
      expect(await probeWorker('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
      const warm = fresh(String.raw`\documentclass{article}\begin{document}Warm-up.\end{document}`);
      expect((await compile(agent, { latexCode: warm })).status).toBe(200);

      // Four compiles on one worker that runs one at a time: three of them wait in the queue.
      const tag = randomBytes(4).toString('hex');
      const docs = [1, 2, 3, 4].map((n) =>
        fresh(String.raw`\documentclass{article}\begin{document}Queued ${n} ${tag}.\end{document}`),
      );
      const answers = docs.map((latexCode) => compile(agent, { latexCode }));
      const waitKey = `${t.config.redisPrefix}:compile:wait`;
      await msUntil(async () => (await probe.llen(waitKey)) >= 2, 30_000);

      await redis.stop();
      const down = await compile(agent, {
        latexCode: fresh('\\documentclass{article}\\begin{document}Down.\\end{document}'),
      });
      expect(down.status).toBe(503);
      expect(JSON.parse(down.text)).toMatchObject({ code: 'REDIS_UNAVAILABLE' });
      expect(JSON.parse(down.text).error).toMatch(/cannot reach its Redis store/);
      expect(await probeWorker('/livez')).toMatchObject({ status: 200, body: { status: 'ok' } });
      const notReady = await probeWorker('/readyz');
      expect(notReady.status).toBe(503);
      expect(notReady.body).toMatchObject({
        status: 'not ready',
        checks: { redis: { ok: false }, pdflatex: { ok: true } },
      });

      await redis.restart();
      // The warm-up document is in the compile cache: its answer needs Redis (rate limit, progress), not a worker.
      const ms = await msUntil(
        async () => (await compile(agent, { latexCode: warm })).status === 200,
        30_000,
      );
      console.log(`faults: Redis back -> first 200 after ${ms} ms`);

      const results = await Promise.all(answers);
      expect(results.map((r) => (r.status === 200 ? 200 : `${r.status} ${r.text.slice(0, 300)}`))).toEqual([
        200, 200, 200, 200,
      ]);
      expect(results.every((r) => isPdf(r.body))).toBe(true);
      expect(await probeWorker('/readyz')).toMatchObject({ status: 200 });
      const done = workers.processes[0].log.split('\n').filter((l) => l.includes('"job done"'));
      const ids = done.map((l) => (JSON.parse(l) as { job: string }).job);
      expect(new Set(ids).size).toBe(ids.length); // none ran twice to completion
    }),
    120_000,
  );
});

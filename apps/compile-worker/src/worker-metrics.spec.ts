import os from 'node:os';
import { loadConfig } from './config';
import { startWorkerHttpServer, type WorkerHttpServer } from './worker-http-server';
import { WorkerMetrics } from './worker-metrics';

const TOKEN = 'worker-metrics-token-123';

describe("the worker's metrics port", () => {
  let server: WorkerHttpServer;
  beforeAll(async () => {
    server = await startWorkerHttpServer(0, '0.0.0.0', { '/metrics': new WorkerMetrics().route(TOKEN) });
  });
  afterAll(() => server.close());

  const at = (host: string, path = '/metrics') => `http://${host}:${server.port}${path}`;

  it('serves this machine, and another machine only with the token', async () => {
    const local = await fetch(at('127.0.0.1'));
    expect(local.status).toBe(200);
    expect(await local.text()).toContain('# TYPE eps_worker_jobs_running gauge');

    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    if (!external) throw new Error('this machine has no non-loopback IPv4 address to call from');
    const refused = await fetch(at(external));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      code: 'METRICS_UNAUTHORIZED',
      error: expect.stringContaining('METRICS_TOKEN'),
    });
    const allowed = await fetch(at(external), { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(allowed.status).toBe(200);
  });

  it('answers 404 for other paths and 405 for other methods', async () => {
    expect((await fetch(at('127.0.0.1', '/other'))).status).toBe(404);
    expect((await fetch(at('127.0.0.1'), { method: 'POST' })).status).toBe(405);
  });
});

describe('WORKER_METRICS_PORT', () => {
  it('is off unless set, and must be a port', () => {
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(loadConfig({ WORKER_METRICS_PORT: '9465' })).toMatchObject({
      metricsPort: 9465,
      metricsHost: '0.0.0.0',
    });
    expect(() => loadConfig({ WORKER_METRICS_PORT: '70000' })).toThrow(/WORKER_METRICS_PORT/);
  });
});

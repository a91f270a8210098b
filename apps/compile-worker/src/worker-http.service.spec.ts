import net from 'node:net';
import type { WorkerConfig } from './config';
import type { Logger } from './logger';
import type { WorkerHealth } from './worker-health';
import type { WorkerRoute } from './worker-http-server';
import { WorkerHttpService } from './worker-http.service';
import { WorkerMetrics } from './worker-metrics';

/** A port nobody listens on right now (the OS picks it, then it is let go). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const probes: Record<string, WorkerRoute> = {
  '/livez': (_req, res) => void res.end('live'),
  '/readyz': (_req, res) => void res.end('ready'),
};
const health = { routes: () => ({ ...probes }) } as unknown as WorkerHealth;
const log = { info: () => undefined } as unknown as Logger;

function service(ports: { metricsPort?: number; healthPort?: number }): WorkerHttpService {
  const config = { ...ports, metricsHost: '127.0.0.1', healthHost: '127.0.0.1' } as WorkerConfig;
  return new WorkerHttpService(config, log, new WorkerMetrics(), health);
}

describe("the worker's HTTP endpoints", () => {
  it('serve /metrics and the probes on one server when both settings name the same port', async () => {
    const port = await freePort();
    const http = service({ metricsPort: port, healthPort: port });
    await http.onApplicationBootstrap();
    try {
      const at = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
      expect((await at('/metrics')).status).toBe(200);
      expect(await (await at('/livez')).text()).toBe('live');
      expect(await (await at('/readyz')).text()).toBe('ready');
      const missing = await at('/nothing');
      expect(missing.status).toBe(404);
      expect((await missing.json()).error).toBe('Not found. This port serves GET /metrics, /livez, /readyz.');
    } finally {
      await http.onModuleDestroy();
    }
  });

  it('keep the probes off the metrics port when they have a port of their own', async () => {
    const [metricsPort, healthPort] = [await freePort(), await freePort()];
    const http = service({ metricsPort, healthPort });
    await http.onApplicationBootstrap();
    try {
      expect((await fetch(`http://127.0.0.1:${metricsPort}/livez`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${healthPort}/metrics`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${healthPort}/readyz`)).status).toBe(200);
    } finally {
      await http.onModuleDestroy();
    }
  });
});

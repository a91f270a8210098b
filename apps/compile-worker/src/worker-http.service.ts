import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { WorkerConfig } from './config';
import type { Logger } from './logger';
import { WorkerHealth } from './worker-health';
import { startWorkerHttpServer, type WorkerHttpServer, type WorkerRoute } from './worker-http-server';
import { WorkerMetrics } from './worker-metrics';
import { WORKER_CONFIG, WORKER_LOGGER } from './worker-runtime.module';

interface Endpoint {
  port: number;
  host: string;
  routes: Record<string, WorkerRoute>;
}

/**
 * The worker's HTTP endpoints (it has no Nest HTTP app): GET /metrics on WORKER_METRICS_PORT and the
 * probes GET /livez and /readyz on WORKER_HEALTH_PORT, each off while its port is unset. Two settings
 * naming the same port share one server; port 0 asks for a free port each time, so it is never shared.
 */
@Injectable()
export class WorkerHttpService implements OnApplicationBootstrap, OnModuleDestroy {
  private servers: WorkerHttpServer[] = [];

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_LOGGER) private readonly log: Logger,
    private readonly metrics: WorkerMetrics,
    private readonly health: WorkerHealth,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const { port, host, routes } of this.endpoints()) {
      const server = await startWorkerHttpServer(port, host, routes);
      this.servers.push(server);
      const paths = Object.keys(routes);
      this.log.info({ port: server.port, host, paths }, `serving ${paths.join(', ')}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.servers.map((server) => server.close()));
    this.servers = [];
  }

  private endpoints(): Endpoint[] {
    const { metricsPort, metricsHost, metricsToken, healthPort, healthHost } = this.config;
    const endpoints: Endpoint[] = [];
    if (metricsPort !== undefined)
      endpoints.push({
        port: metricsPort,
        host: metricsHost,
        routes: { '/metrics': this.metrics.route(metricsToken) },
      });
    if (healthPort !== undefined) {
      const shared = healthPort !== 0 ? endpoints.find((e) => e.port === healthPort) : undefined;
      if (shared) Object.assign(shared.routes, this.health.routes());
      else endpoints.push({ port: healthPort, host: healthHost, routes: this.health.routes() });
    }
    return endpoints;
  }
}

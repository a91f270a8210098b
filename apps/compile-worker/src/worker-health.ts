import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { CompileProcessor } from './compile.processor';
import type { WorkerRoute } from './worker-http-server';
import { REDIS } from './worker-runtime.module';

export const PDFLATEX = '/usr/bin/pdflatex';
/** A loop stalled this long (one blocked callback) is stuck, not busy: the process should be restarted. */
const MAX_EVENT_LOOP_DELAY_MS = 5_000;
/** Redis must answer a PING within this to count as reachable; a probe must never hang. */
const REDIS_PING_TIMEOUT_MS = 1_000;

interface Check {
  ok: boolean;
  detail?: string;
}

/**
 * The worker's probes, served by WorkerHttpService on WORKER_HEALTH_PORT: GET /livez answers 200 while
 * the process and its event loop run; GET /readyz answers 200 when the worker can take jobs (Redis
 * answers, pdflatex is installed, the queue worker runs), else 503 naming what is wrong.
 */
@Injectable()
export class WorkerHealth implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly loopDelay: IntervalHistogram = monitorEventLoopDelay({ resolution: 50 });

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly processor: CompileProcessor,
  ) {}

  onApplicationBootstrap(): void {
    this.loopDelay.enable();
  }

  onModuleDestroy(): void {
    this.loopDelay.disable();
  }

  routes(): Record<string, WorkerRoute> {
    return {
      '/livez': (_req, res) => send(res, this.liveness()),
      '/readyz': async (_req, res) => send(res, await this.readiness()),
    };
  }

  private liveness() {
    const maxDelayMs = Math.round(this.loopDelay.max / 1e6);
    this.loopDelay.reset();
    const ok = maxDelayMs < MAX_EVENT_LOOP_DELAY_MS;
    return {
      status: ok ? 200 : 503,
      body: { status: ok ? 'ok' : 'stalled', maxEventLoopDelayMs: maxDelayMs },
    };
  }

  private async readiness() {
    const checks: Record<string, Check> = {
      redis: await this.pingRedis(),
      pdflatex: pdflatexInstalled(),
      queueWorker: this.processor.worker.isRunning()
        ? { ok: true }
        : { ok: false, detail: 'the queue worker is not taking jobs (starting or stopping)' },
    };
    const ok = Object.values(checks).every((c) => c.ok);
    return { status: ok ? 200 : 503, body: { status: ok ? 'ready' : 'not ready', checks } };
  }

  private async pingRedis(): Promise<Check> {
    if (this.redis.status !== 'ready')
      return { ok: false, detail: `Redis connection is ${this.redis.status}` };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Check>((resolve) => {
      timer = setTimeout(
        () => resolve({ ok: false, detail: `Redis did not answer within ${REDIS_PING_TIMEOUT_MS} ms` }),
        REDIS_PING_TIMEOUT_MS,
      );
    });
    const ping = this.redis.ping().then(
      (): Check => ({ ok: true }),
      (err: unknown): Check => ({ ok: false, detail: `Redis: ${String(err)}` }),
    );
    return Promise.race([ping, timeout]).finally(() => clearTimeout(timer));
  }
}

function pdflatexInstalled(): Check {
  try {
    fs.accessSync(PDFLATEX, fs.constants.X_OK);
    return { ok: true };
  } catch {
    return {
      ok: false,
      detail: `${PDFLATEX} is missing or not executable (install texlive-latex-recommended)`,
    };
  }
}

function send(res: ServerResponse, { status, body }: { status: number; body: object }): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { CompileProcessor } from './compile.processor';
import type { WorkerConfig } from './config';
import { Heartbeat } from './heartbeat';
import { LatexCompiler } from './latex/latex-compiler';
import type { Logger } from './logger';
import { PlotSandboxPool } from './plot/plot-pool';
import { REDIS, WORKER_CONFIG, WORKER_LOGGER } from './worker-runtime.module';

const STOP_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Starts the worker in order once every part exists (warm sandboxes, then the queue worker, then the
 * heartbeat that makes it count), and stops it in reverse when the application context closes.
 */
@Injectable()
export class WorkerLifecycle implements OnApplicationBootstrap, OnModuleDestroy {
  private heartbeat: Heartbeat | undefined;

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_LOGGER) private readonly log: Logger,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly pool: PlotSandboxPool,
    private readonly latex: LatexCompiler,
    private readonly processor: CompileProcessor,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { config } = this;
    await this.pool.start();
    const worker = this.processor.worker;
    // run() settles only when the worker closes; a failure is reported like BullMQ's own autorun does.
    worker.run().catch((err: unknown) => worker.emit('error', err as Error));

    this.heartbeat = new Heartbeat(this.redis, {
      redisPrefix: config.redisPrefix,
      workerId: config.workerId,
      intervalMs: config.heartbeatIntervalMs,
      onError: (err) => this.log.warn({ err: String(err) }, 'heartbeat refresh failed'),
    });
    await this.heartbeat.start();
    this.log.info(
      { id: config.workerId, key: this.heartbeat.key, concurrency: config.concurrency },
      `compile-worker ready (id ${config.workerId})`,
    );
  }

  /** Finishes running jobs (bounded), removes the heartbeat, stops the sandboxes, closes Redis. */
  async onModuleDestroy(): Promise<void> {
    try {
      if (this.heartbeat) await withTimeout(this.heartbeat.stop(), STOP_TIMEOUT_MS);
    } catch (err) {
      this.log.warn({ err: String(err) }, 'could not remove the heartbeat key; it expires by itself');
    }
    try {
      await withTimeout(this.processor.worker.close(), this.config.compileTimeoutMs);
    } catch (err) {
      this.log.warn({ err: String(err) }, 'jobs still running at shutdown go back to the queue');
    } finally {
      this.pool.stop();
      this.latex.dispose();
      this.redis.disconnect();
    }
  }
}

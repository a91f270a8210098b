import { Worker } from 'bullmq';
import fs from 'node:fs';
import { Redis } from 'ioredis';
import { COMPILE_QUEUE } from '@eps/contracts';
import type { WorkerConfig } from './config';
import { Heartbeat } from './heartbeat';
import { JobProcessor } from './job-processor';
import { LatexCompiler } from './latex/latex-compiler';
import type { Logger } from './logger';
import { PlotSandboxPool } from './plot/plot-pool';
import { PlotRunner } from './plot/plot-runner';
import { checkEvictionPolicy, describeEvictionPolicy } from './redis-policy';
import { sandboxProblem } from './sandbox/self-check';
import { SandboxUsers } from './sandbox/sandbox-users';

const STOP_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sandboxes run as other users and bwrap binds their job directories by path, so the work directory
 * must be traversable by them (0711: enterable, not listable).
 */
function prepareWorkDir(workDir: string, isRoot: boolean): void {
  fs.mkdirSync(workDir, { recursive: true, mode: 0o711 });
  if (isRoot) fs.chmodSync(workDir, 0o711);
}

/**
 * One compile-worker process: checks it can sandbox, connects to Redis, keeps a heartbeat and runs
 * the compile queue's jobs (LaTeX and Python plots) with its concurrency as one CPU budget.
 */
export class CompileWorker {
  private redis: Redis | undefined;
  private heartbeat: Heartbeat | undefined;
  private bull: Worker | undefined;
  private pool: PlotSandboxPool | undefined;
  private latex: LatexCompiler | undefined;

  constructor(
    private readonly config: WorkerConfig,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    const problem = sandboxProblem();
    if (problem) throw new Error(`cannot run jobs safely: ${problem}`);

    // maxRetriesPerRequest: null is what BullMQ requires of the connections it is given.
    this.redis = new Redis(this.config.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
    this.redis.on('error', (err) => this.log.warn({ err: err.message }, 'redis connection error'));
    await this.redis.connect();

    const warning = describeEvictionPolicy(await checkEvictionPolicy(this.redis));
    if (warning) this.log.warn(warning);

    const { config } = this;
    const isRoot = process.getuid?.() === 0;
    prepareWorkDir(config.workDir, isRoot);
    const users = new SandboxUsers(isRoot, config.sandboxUidBase);
    this.latex = new LatexCompiler(
      { workDir: config.workDir, timeoutMs: config.compileTimeoutMs, users },
      this.log,
    );
    this.pool = new PlotSandboxPool(
      { workDir: config.workDir, size: config.concurrency, timeoutMs: config.plotTimeoutMs, users },
      this.log,
    );
    await this.pool.start();
    const processor = new JobProcessor(
      this.latex,
      new PlotRunner(this.pool, config.plotTimeoutMs),
      this.redis,
      config.redisPrefix,
      this.log,
    );
    this.bull = new Worker(COMPILE_QUEUE, processor.process, {
      connection: this.redis,
      prefix: config.redisPrefix,
      concurrency: config.concurrency,
      lockDuration: config.lockDurationMs,
      stalledInterval: config.stalledIntervalMs,
      maxStalledCount: 2,
      name: config.workerId,
    });
    this.bull.on('error', (err) => this.log.error({ err: err.message }, 'queue worker error'));
    this.bull.on('failed', (job, err) =>
      this.log.error({ job: job?.id, kind: job?.name, err: err.message }, 'job failed'),
    );

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
  async stop(): Promise<void> {
    try {
      if (this.heartbeat) await withTimeout(this.heartbeat.stop(), STOP_TIMEOUT_MS);
    } catch (err) {
      this.log.warn({ err: String(err) }, 'could not remove the heartbeat key; it expires by itself');
    }
    try {
      if (this.bull) await withTimeout(this.bull.close(), this.config.compileTimeoutMs);
    } catch (err) {
      this.log.warn({ err: String(err) }, 'jobs still running at shutdown go back to the queue');
    } finally {
      this.pool?.stop();
      this.latex?.dispose();
      this.redis?.disconnect();
    }
  }
}

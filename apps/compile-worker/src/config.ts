import os from 'node:os';
import path from 'node:path';
import { envInt } from '@eps/contracts';

/** Settings of one compile-worker process, read from the environment (README "Configuration"). */
export interface WorkerConfig {
  redisUrl: string;
  /** Namespace of every Redis key of this installation (BullMQ queue, heartbeats, job results). */
  redisPrefix: string;
  /** Unique per process: `<hostname>-<pid>`. */
  workerId: string;
  heartbeatIntervalMs: number;
  logLevel: string;
  /** Jobs this process runs at once, LaTeX and Python together. */
  concurrency: number;
  /** Job directories, warm LaTeX directories and cached preamble formats live here. */
  workDir: string;
  compileTimeoutMs: number;
  plotTimeoutMs: number;
  /** How long a job stays locked to this worker without a renewal; a killed worker's jobs move on after it. */
  lockDurationMs: number;
  stalledIntervalMs: number;
  /** When the worker runs as root, sandboxes run as unprivileged ids from here on (a block per process). */
  sandboxUidBase: number;
  /** GET /metrics is served on this port when set (WORKER_METRICS_PORT; 0 picks a free one). */
  metricsPort?: number;
  metricsHost: string;
  /** Bearer token for scrapes from other machines (METRICS_TOKEN, as the API's). */
  metricsToken?: string;
  /** WORKER_HEALTH_PORT: where /livez and /readyz answer; undefined (unset) turns them off. */
  healthPort: number | undefined;
  healthHost: string;
}

export const HEARTBEAT_INTERVAL_MS = 5000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const redisPrefix = (env.REDIS_PREFIX ?? '').trim() || 'eps';
  if (/[\s*?[\]]/.test(redisPrefix)) {
    throw new Error(`REDIS_PREFIX must not contain spaces or glob characters (got "${redisPrefix}")`);
  }
  const lockDurationMs = envInt(env, 'WORKER_LOCK_MS', { default: 15_000, min: 1000, max: 600_000 });
  return {
    redisUrl: env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379',
    redisPrefix,
    workerId: `${os.hostname()}-${process.pid}`,
    heartbeatIntervalMs: HEARTBEAT_INTERVAL_MS,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    concurrency: envInt(env, 'WORKER_CONCURRENCY', { default: 2, min: 1, max: 64 }),
    workDir: env.COMPILE_WORK_DIR?.trim() || path.join(os.tmpdir(), 'eps-compile'),
    compileTimeoutMs: envInt(env, 'COMPILE_TIMEOUT_SECONDS', { default: 30, min: 1, max: 600 }) * 1000,
    plotTimeoutMs: envInt(env, 'PLOT_TIMEOUT_SECONDS', { default: 20, min: 1, max: 600 }) * 1000,
    lockDurationMs,
    stalledIntervalMs: Math.max(500, Math.floor(lockDurationMs / 2)),
    sandboxUidBase: envInt(env, 'SANDBOX_UID_BASE', { default: 200_000, min: 1000, max: 2 ** 30 }),
    metricsPort: env.WORKER_METRICS_PORT?.trim()
      ? envInt(env, 'WORKER_METRICS_PORT', { default: 0, min: 0, max: 65535 })
      : undefined,
    metricsHost: env.WORKER_METRICS_HOST?.trim() || '0.0.0.0',
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    healthPort: env.WORKER_HEALTH_PORT?.trim()
      ? envInt(env, 'WORKER_HEALTH_PORT', { default: 0, min: 0, max: 65_535 })
      : undefined,
    // Probes come from outside the container (kubelet, compose); loopback-only would hide them.
    healthHost: env.WORKER_HEALTH_HOST?.trim() || '0.0.0.0',
  };
}

let processConfig: WorkerConfig | undefined;

/**
 * This process's configuration, read from process.env once. main.ts reads it before it loads the Nest
 * modules, because the queue worker's options are @Processor metadata, fixed when its file loads.
 */
export function workerConfig(): WorkerConfig {
  processConfig ??= loadConfig();
  return processConfig;
}

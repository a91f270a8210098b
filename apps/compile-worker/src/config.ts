import os from 'node:os';
import path from 'node:path';

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
}

export const HEARTBEAT_INTERVAL_MS = 5000;

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const redisPrefix = (env.REDIS_PREFIX ?? '').trim() || 'eps';
  if (/[\s*?[\]]/.test(redisPrefix)) {
    throw new Error(`REDIS_PREFIX must not contain spaces or glob characters (got "${redisPrefix}")`);
  }
  const lockDurationMs = int(env, 'WORKER_LOCK_MS', 15_000, 1000, 600_000);
  return {
    redisUrl: env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379',
    redisPrefix,
    workerId: `${os.hostname()}-${process.pid}`,
    heartbeatIntervalMs: HEARTBEAT_INTERVAL_MS,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    concurrency: int(env, 'WORKER_CONCURRENCY', 2, 1, 64),
    workDir: env.COMPILE_WORK_DIR?.trim() || path.join(os.tmpdir(), 'eps-compile'),
    compileTimeoutMs: int(env, 'COMPILE_TIMEOUT_SECONDS', 30, 1, 600) * 1000,
    plotTimeoutMs: int(env, 'PLOT_TIMEOUT_SECONDS', 20, 1, 600) * 1000,
    lockDurationMs,
    stalledIntervalMs: Math.max(500, Math.floor(lockDurationMs / 2)),
    sandboxUidBase: int(env, 'SANDBOX_UID_BASE', 200_000, 1000, 2 ** 30),
  };
}

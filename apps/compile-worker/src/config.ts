import os from 'node:os';

/** Settings of one compile-worker process, read from the environment. */
export interface WorkerConfig {
  redisUrl: string;
  /** Namespace of every Redis key of this installation (BullMQ queues, heartbeats). */
  redisPrefix: string;
  /** Unique per process: `<hostname>-<pid>`. */
  workerId: string;
  heartbeatIntervalMs: number;
  logLevel: string;
}

export const HEARTBEAT_INTERVAL_MS = 5000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const redisPrefix = (env.REDIS_PREFIX ?? '').trim() || 'eps';
  if (/[\s*?[\]]/.test(redisPrefix)) {
    throw new Error(`REDIS_PREFIX must not contain spaces or glob characters (got "${redisPrefix}")`);
  }
  return {
    redisUrl: env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379',
    redisPrefix,
    workerId: `${os.hostname()}-${process.pid}`,
    heartbeatIntervalMs: HEARTBEAT_INTERVAL_MS,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}

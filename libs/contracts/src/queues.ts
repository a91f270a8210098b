/**
 * The compile service's one BullMQ queue, shared by the API (producer) and apps/compile-worker
 * (consumer). Both kinds of job share it so that a worker's concurrency is one budget for its CPU,
 * whatever mix of LaTeX and Python arrives.
 */
export const COMPILE_QUEUE = 'compile';
export const JOB_KINDS = ['compile', 'plot'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/**
 * Live compile workers: one Redis sorted set per prefix, each worker a member whose score is the time
 * (epoch ms) its heartbeat runs out. Counting the live ones is one ZCOUNT, never a walk of the keyspace,
 * and a crashed worker stops counting by itself once its score has passed.
 */
export const liveWorkersKey = (redisPrefix: string) => `${redisPrefix}:workers`;
export const WORKER_HEARTBEAT_TTL_SECONDS = 15;

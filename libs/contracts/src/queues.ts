/**
 * The compile service's one BullMQ queue, shared by the API (producer) and apps/compile-worker
 * (consumer). Both kinds of job share it so that a worker's concurrency is one budget for its CPU,
 * whatever mix of LaTeX and Python arrives.
 */
export const COMPILE_QUEUE = 'compile';
export const JOB_KINDS = ['compile', 'plot'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** Workers announce themselves under this Redis key prefix with a short TTL, so /api/health can count them. */
export const WORKER_HEARTBEAT_PREFIX = 'eps:workers:';
export const WORKER_HEARTBEAT_TTL_SECONDS = 15;

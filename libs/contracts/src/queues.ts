/** BullMQ queue names shared by the API (producer) and apps/compile-worker (consumer). */
export const QUEUE_NAMES = { compile: 'compile', plot: 'plot' } as const;

/** Workers announce themselves under this Redis key prefix with a short TTL, so /api/health can count them. */
export const WORKER_HEARTBEAT_PREFIX = 'eps:workers:';
export const WORKER_HEARTBEAT_TTL_SECONDS = 15;

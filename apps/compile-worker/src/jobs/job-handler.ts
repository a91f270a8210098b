import type { Job } from 'bullmq';
import {
  COMPILE_QUEUE,
  jobsWithoutHandler,
  type JobData,
  type JobName,
  type JobResult,
} from '@eps/contracts';

/**
 * Runs one kind of job of the compile queue. `data` has been checked against the job table already.
 * A document that does not compile or a script that fails is a normal answer (ok: false), not a
 * failed job: only a broken worker makes BullMQ try again.
 */
export interface JobHandler<N extends JobName = JobName> {
  readonly name: N;
  handle(job: Job, data: JobData<N>): Promise<JobResult<N>>;
}

/** Every handler of the worker (compile-worker.module.ts lists them). */
export const JOB_HANDLERS = Symbol('JOB_HANDLERS');

/**
 * The handlers by job name. Throws when a job of the table has no handler or a name has two, so a
 * worker that could not run every job it may be given refuses to start.
 */
export function handlersByName(handlers: readonly JobHandler[]): Map<JobName, JobHandler> {
  const byName = new Map<JobName, JobHandler>();
  for (const handler of handlers) {
    if (byName.has(handler.name)) throw new Error(`job "${handler.name}" has two handlers`);
    byName.set(handler.name, handler);
  }
  const missing = jobsWithoutHandler(byName.keys());
  if (missing.length > 0) {
    throw new Error(
      `no handler for ${missing.map((n) => `"${n}"`).join(', ')} of the ${COMPILE_QUEUE} queue's jobs ` +
        '(add one to JOB_HANDLERS in compile-worker.module.ts)',
    );
  }
  return byName;
}

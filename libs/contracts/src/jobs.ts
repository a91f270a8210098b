import { z } from 'zod';
import {
  ZCompileJobDataSchema,
  ZCompileJobResultSchema,
  ZPlotJobDataSchema,
  ZPlotJobResultSchema,
} from './compile';
import { COMPILE_QUEUE } from './queues';

/** A kind of job: the shape of the data the producer adds and of the answer the worker returns. */
export interface JobDefinition<TData extends z.ZodType = z.ZodType, TResult extends z.ZodType = z.ZodType> {
  data: TData;
  result: TResult;
}

/**
 * Every job of the compile queue, by BullMQ job name. The API adds jobs through this table and reads
 * their answers with it; the worker parses each job's data with it and refuses to start unless it has
 * a handler for every name. A new kind of job is one row here and one handler in the worker.
 */
export const COMPILE_QUEUE_JOBS = {
  compile: { data: ZCompileJobDataSchema, result: ZCompileJobResultSchema },
  plot: { data: ZPlotJobDataSchema, result: ZPlotJobResultSchema },
} satisfies Record<string, JobDefinition>;

type Jobs = typeof COMPILE_QUEUE_JOBS;
export type JobName = keyof Jobs;
export type JobData<N extends JobName> = z.infer<Jobs[N]['data']>;
export type JobResult<N extends JobName> = z.infer<Jobs[N]['result']>;
/** A job whose name is known and whose data has been checked: `data` narrows with `name`. */
export type ParsedJob = { [N in JobName]: { name: N; data: JobData<N> } }[JobName];

export const JOB_NAMES = Object.keys(COMPILE_QUEUE_JOBS) as JobName[];

export type JobParse<T> = { ok: true; value: T } | { ok: false; reason: string };

export const isJobName = (name: string): name is JobName => Object.hasOwn(COMPILE_QUEUE_JOBS, name);

/** Zod issues as one sentence a person can act on: `latexCode: Invalid input: expected string, received number.` */
function describeIssues(error: z.ZodError): string {
  const text = error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || 'data'}: ${issue.message.replace(/\.$/, '')}`)
    .join('; ');
  return `${text}.`;
}

/** Checks a job as a worker receives it: a name of the table and data of that name's shape. */
export function parseJob(name: string, data: unknown): JobParse<ParsedJob> {
  if (!isJobName(name)) {
    return {
      ok: false,
      reason: `Unknown job "${name}" on the ${COMPILE_QUEUE} queue (known jobs: ${JOB_NAMES.join(', ')}).`,
    };
  }
  const parsed = COMPILE_QUEUE_JOBS[name].data.safeParse(data);
  if (!parsed.success)
    return { ok: false, reason: `Malformed data for job "${name}": ${describeIssues(parsed.error)}` };
  return { ok: true, value: { name, data: parsed.data } as ParsedJob };
}

/** The data a producer adds for job `name`, checked against the table (throws on a mismatch: a bug). */
export function jobData<N extends JobName>(name: N, data: JobData<N>): JobData<N> {
  return COMPILE_QUEUE_JOBS[name].data.parse(data) as JobData<N>;
}

/** Checks a finished job's answer as the producer reads it. */
export function parseJobResult<N extends JobName>(name: N, value: unknown): JobParse<JobResult<N>> {
  const parsed = COMPILE_QUEUE_JOBS[name].result.safeParse(value);
  if (!parsed.success)
    return {
      ok: false,
      reason: `its answer to job "${name}" was malformed: ${describeIssues(parsed.error)}`,
    };
  return { ok: true, value: parsed.data as JobResult<N> };
}

/** The names of the table that `handled` lacks: a worker without handlers for all of them must not start. */
export function jobsWithoutHandler(handled: Iterable<string>): JobName[] {
  const names = new Set(handled);
  return JOB_NAMES.filter((name) => !names.has(name));
}

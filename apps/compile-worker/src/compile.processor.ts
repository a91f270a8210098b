import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { UnrecoverableError, type Job, type WorkerOptions } from 'bullmq';
import { COMPILE_QUEUE, parseJob, type JobName, type JobResult } from '@eps/contracts';
import { workerConfig, type WorkerConfig } from './config';
import { handlersByName, JOB_HANDLERS, type JobHandler } from './jobs/job-handler';
import { withJobContext, type Logger } from './logger';
import { WorkerMetrics } from './worker-metrics';
import { WORKER_LOGGER } from './worker-runtime.module';

/**
 * The queue worker's options (BullModule adds the connection and the prefix). Its concurrency is one
 * CPU budget for LaTeX and Python together; a killed worker's jobs move on after the lock runs out.
 * It starts taking jobs only when WorkerLifecycle has warmed the sandboxes.
 */
export function queueWorkerOptions(config: WorkerConfig): Omit<WorkerOptions, 'connection'> {
  return {
    concurrency: config.concurrency,
    lockDuration: config.lockDurationMs,
    stalledInterval: config.stalledIntervalMs,
    maxStalledCount: 2,
    name: config.workerId,
    autorun: false,
  };
}

/**
 * Runs the compile queue's jobs: checks each job against the job table, then hands it to the handler
 * of its name. A job with an unknown name or malformed data fails at once, without a retry, and the
 * worker goes on with the next one.
 */
// Decorator metadata is fixed when this file loads: main.ts reads the configuration before loading it.
@Processor(COMPILE_QUEUE, queueWorkerOptions(workerConfig()))
export class CompileProcessor extends WorkerHost {
  private readonly handlers: Map<JobName, JobHandler>;

  constructor(
    @Inject(JOB_HANDLERS) handlers: JobHandler[],
    @Inject(WORKER_LOGGER) private readonly log: Logger,
    private readonly metrics: WorkerMetrics,
  ) {
    super();
    this.handlers = handlersByName(handlers);
  }

  process(job: Job): Promise<JobResult<JobName>> {
    const context = { job: String(job.id), kind: job.name, reqId: requestIdOf(job) };
    return withJobContext(context, () =>
      this.metrics.observe(job.name, async () => {
        this.log.info({ attempt: job.attemptsMade + 1 }, 'job started');
        const parsed = parseJob(job.name, job.data);
        if (!parsed.ok) throw new UnrecoverableError(parsed.reason);
        const started = Date.now();
        const result = await this.handlers.get(parsed.value.name)!.handle(job, parsed.value.data);
        this.log.info({ ok: result.ok, ms: Date.now() - started }, 'job done');
        return result;
      }),
    );
  }

  @OnWorkerEvent('error')
  onError(err: Error): void {
    this.log.error({ err: err.message }, 'queue worker error');
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, err: Error): void {
    // BullMQ reports it after process() returned, outside the job's log context.
    const reqId = job ? requestIdOf(job) : undefined;
    this.log.error({ job: job?.id, kind: job?.name, reqId, err: err.message }, 'job failed');
  }
}

/** The id of the API request that queued the job, read before the data is checked (for the logs). */
function requestIdOf(job: Job): string | undefined {
  const id: unknown = (job.data as { requestId?: unknown } | null)?.requestId;
  return typeof id === 'string' ? id.slice(0, 128) : undefined;
}

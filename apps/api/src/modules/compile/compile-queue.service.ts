import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Job, Queue, QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import {
  COMPILE_QUEUE,
  jobData,
  parseJobResult,
  type JobData,
  type JobName,
  type JobResult,
} from '@eps/contracts';
import { currentRequest } from '../../common/request-context';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { REDIS } from '../../redis/redis.module';
import { countLiveWorkers } from '../../redis/worker-heartbeats';
import { ApiMetrics, type QueueJobOutcome } from '../metrics/api-metrics';
import { CompileErrors } from './compile.errors';

const LIVE_WORKER_MEMO_MS = 2_000;

export interface JobProgress {
  message: string;
  percent?: number;
}

export interface JobListener {
  onStarted(): void;
  onProgress(progress: JobProgress): void;
}

/**
 * The producer side of the compile queue (registered with BullModule in CompileModule): adds a job
 * through the job table, follows its events and waits for its answer. A job whose worker dies is moved back to the queue by BullMQ (stalled-job check) and finished by
 * another worker; the waiting request still gets exactly that one answer.
 */
@Injectable()
export class CompileQueueService implements OnModuleInit, OnApplicationShutdown {
  private events!: QueueEvents;
  private readonly listeners = new Map<string, JobListener>();
  private liveWorkerSeenUntil = 0;
  private readonly logger = new Logger('CompileQueue');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @InjectQueue(COMPILE_QUEUE) private readonly queue: Queue,
    private readonly metrics: ApiMetrics,
  ) {}

  async onModuleInit(): Promise<void> {
    const connection = { url: this.config.redisUrl, maxRetriesPerRequest: null };
    this.events = new QueueEvents(COMPILE_QUEUE, { connection, prefix: this.config.redisPrefix });
    this.events.on('active', ({ jobId }) => this.listeners.get(jobId)?.onStarted());
    this.events.on('progress', ({ jobId, data }) => {
      if (data && typeof data === 'object' && 'message' in data)
        this.listeners.get(jobId)?.onProgress(data as JobProgress);
    });
    await this.events.waitUntilReady();
  }

  async onApplicationShutdown(): Promise<void> {
    // The queue itself is BullModule's, closed by it.
    await this.events?.close();
  }

  /**
   * Whether any worker announced itself. A yes is remembered for LIVE_WORKER_MEMO_MS, so a busy API does
   * not ask Redis on every request; a no is asked again each time, so a new worker counts at once.
   */
  async hasLiveWorker(): Promise<boolean> {
    if (Date.now() < this.liveWorkerSeenUntil) return true;
    const live = (await countLiveWorkers(this.redis, this.config.redisPrefix)) > 0;
    if (live) this.liveWorkerSeenUntil = Date.now() + LIVE_WORKER_MEMO_MS;
    return live;
  }

  /**
   * Adds job `name` with its data checked against the job table and waits for its answer
   * (COMPILE_WAIT_SECONDS at most), read with the table's result schema.
   */
  async run<N extends JobName>(
    name: N,
    jobId: string,
    data: JobData<N>,
    listener: JobListener,
  ): Promise<JobResult<N>> {
    this.listeners.set(jobId, listener);
    // The worker logs the request id on its lines about this job.
    const requestId = currentRequest()?.requestId;
    try {
      const job = await this.queue.add(name, jobData(name, { ...data, requestId }), {
        jobId,
        attempts: 2,
        backoff: { type: 'fixed', delay: 500 },
        removeOnComplete: { age: 600 },
        removeOnFail: { age: 3600 },
      });
      this.logger.log(`queued ${name} job ${jobId}`);
      let value: unknown;
      try {
        value = await job.waitUntilFinished(this.events, this.config.compileWaitMs);
        await this.recordJob(job, 'completed');
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        if (/timed out before finishing/.test(message)) {
          await this.recordJob(job, 'timed_out');
          await job.remove().catch(() => undefined); // still waiting: nobody will read its answer
          throw CompileErrors.timedOut(Math.round(this.config.compileWaitMs / 1000));
        }
        await this.recordJob(job, 'failed');
        throw CompileErrors.workerFailed(message);
      }
      const result = parseJobResult(name, value);
      if (!result.ok) throw CompileErrors.workerFailed(result.reason);
      return result.value;
    } finally {
      this.listeners.delete(jobId);
    }
  }

  /** Wait and run times come from the job as it is now in Redis (when the worker took and finished it). */
  private async recordJob(job: Job, outcome: QueueJobOutcome): Promise<void> {
    const now = job.id ? await Job.fromId(this.queue, job.id).catch(() => undefined) : undefined;
    this.metrics.recordJob(COMPILE_QUEUE, job.name, outcome, {
      addedAt: job.timestamp,
      processedOn: now?.processedOn,
      finishedOn: now?.finishedOn,
    });
  }

  /** The artifact a worker left for a finished job; read once, then deleted. */
  async takeArtifact(resultKey: string): Promise<Buffer> {
    const [[, body]] = (await this.redis.multi().getBuffer(resultKey).del(resultKey).exec()) as [
      [Error | null, Buffer | null],
      [Error | null, number],
    ];
    if (!body) throw CompileErrors.workerFailed('its result expired before it could be read');
    return body;
  }
}

import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Seconds: from a cached answer (milliseconds) to a long compile or AI call (a minute and more). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

export type CacheResult = 'hit' | 'miss';
export type QueueJobOutcome = 'completed' | 'failed' | 'timed_out';

/**
 * The API's Prometheus metrics, in a registry of this app's own (not prom-client's process-wide one):
 * the integration tests start several apps in one process, and each must count only its own traffic.
 * Gauges read at scrape time (queue depth, sessions) are added by QueueMetricsCollector.
 */
@Injectable()
export class ApiMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'eps_http_requests_total',
    help: 'HTTP requests answered, by method, route template (never the raw URL) and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'eps_http_request_duration_seconds',
    help: 'Time from a request arriving to its response finishing, by method, route template and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly compileCache = new Counter({
    name: 'eps_compile_cache_requests_total',
    help: 'Compile and plot requests looked up in the content-hash artifact cache, by kind and hit or miss.',
    labelNames: ['kind', 'result'],
    registers: [this.registry],
  });

  readonly aiCalls = new Counter({
    name: 'eps_ai_calls_total',
    help: 'Calls to the AI model service, by engine and outcome (ok, truncated, timeout, unreachable, http_error, stream_broken, stopped).',
    labelNames: ['engine', 'outcome'],
    registers: [this.registry],
  });

  readonly jobWait = new Histogram({
    name: 'eps_queue_job_wait_seconds',
    help: 'Time a job this API added waited in its queue before a worker took it, by queue and kind.',
    labelNames: ['queue', 'kind'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'eps_queue_job_duration_seconds',
    help: 'Time a worker spent on a job this API added, by queue, kind and outcome.',
    labelNames: ['queue', 'kind', 'outcome'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly jobFailures = new Counter({
    name: 'eps_queue_jobs_failed_total',
    help: 'Jobs this API added that failed or that no worker finished in time, by queue, kind and outcome.',
    labelNames: ['queue', 'kind', 'outcome'],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  countCacheLookup(kind: string, result: CacheResult): void {
    this.compileCache.inc({ kind, result });
  }

  countAiCall(engine: string, outcome: string): void {
    this.aiCalls.inc({ engine, outcome });
  }

  /** One finished job; its times come from the job itself (enqueued, taken, finished), in ms. */
  recordJob(
    queue: string,
    kind: string,
    outcome: QueueJobOutcome,
    times: { addedAt: number; processedOn?: number; finishedOn?: number },
  ): void {
    if (times.processedOn) this.jobWait.observe({ queue, kind }, (times.processedOn - times.addedAt) / 1000);
    if (times.processedOn && times.finishedOn)
      this.jobDuration.observe({ queue, kind, outcome }, (times.finishedOn - times.processedOn) / 1000);
    if (outcome !== 'completed') this.jobFailures.inc({ queue, kind, outcome });
  }
}

import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { Counter, Gauge } from 'prom-client';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { REDIS } from '../../redis/redis.module';
import { countLiveWorkers } from '../../redis/worker-heartbeats';
import { SessionsService } from '../auth/sessions.service';
import { ApiMetrics } from './api-metrics';
import { appQueues } from './app-queues';

/** The depths Prometheus sees; BullMQ's prioritized jobs wait too, only in a list of their own. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

type Reading<L extends string> = (gauge: Gauge<L>) => Promise<void>;

/**
 * Gauges read when Prometheus scrapes, from the source of truth (Redis, Postgres), so every API replica
 * reports the same figures and nothing drifts: queue depth by state, the age of the oldest waiting job,
 * the live compile workers and the live sessions. A reading that fails (Redis or Postgres down) leaves
 * its gauge out of that scrape and counts in eps_metrics_read_errors_total; the HTTP metrics, wanted
 * most during an outage, are still served.
 */
@Injectable()
export class QueueMetricsCollector implements OnModuleInit {
  private readonly logger = new Logger('Metrics');

  constructor(
    private readonly metrics: ApiMetrics,
    private readonly moduleRef: ModuleRef,
    private readonly sessions: SessionsService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const queues = appQueues(this.moduleRef);
    this.gauge(
      'eps_queue_jobs',
      'Jobs in each queue by state (waiting includes prioritized jobs), read from Redis at scrape time.',
      ['queue', 'state'],
      async (gauge) => {
        for (const queue of queues) {
          const counts = await queue.getJobCounts('wait', 'prioritized', 'active', 'delayed', 'failed');
          const depth: Record<string, number> = { ...counts, waiting: counts.wait + counts.prioritized };
          for (const state of QUEUE_STATES) gauge.set({ queue: queue.name, state }, depth[state] ?? 0);
        }
      },
    );
    this.gauge(
      'eps_queue_oldest_waiting_seconds',
      'How long the oldest job still waiting in each queue has waited (0 when none waits).',
      ['queue'],
      async (gauge) => {
        for (const queue of queues) gauge.set({ queue: queue.name }, await oldestWaitSeconds(queue));
      },
    );
    this.gauge('eps_compile_workers_live', 'Compile workers whose heartbeat is current.', [], async (gauge) =>
      gauge.set(await countLiveWorkers(this.redis, this.config.redisPrefix)),
    );
    this.gauge(
      'eps_sessions_live',
      'Sessions that would authenticate a request now (not logged out, not expired), by account kind.',
      ['kind'],
      async (gauge) => {
        const live = await this.sessions.countLive();
        gauge.set({ kind: 'user' }, live.users);
        gauge.set({ kind: 'guest' }, live.guests);
      },
    );
  }

  private readErrors?: Counter<'gauge'>;

  private gauge<L extends string>(name: string, help: string, labelNames: L[], read: Reading<L>): void {
    const registers = [this.metrics.registry];
    this.readErrors ??= new Counter({
      name: 'eps_metrics_read_errors_total',
      help: 'Scrape-time readings that failed (their gauge was left out of that scrape), by gauge.',
      labelNames: ['gauge'],
      registers,
    });
    const errors = this.readErrors;
    const logger = this.logger;
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        this.reset();
        try {
          await read(this);
        } catch (err) {
          this.reset();
          errors.inc({ gauge: name });
          logger.warn(`Could not read ${name}: ${err instanceof Error ? err.message : String(err)}`);
        }
      },
    });
  }
}

/**
 * Age of the job that has waited longest: the first of the wait list (FIFO) or of the prioritized set
 * (its first by priority, which is close enough for an alert on a stuck queue).
 */
async function oldestWaitSeconds(queue: Queue): Promise<number> {
  const firsts = await queue.getJobs(['wait', 'prioritized'], 0, 0, true);
  if (!firsts.length) return 0;
  return Math.max(0, (Date.now() - Math.min(...firsts.map((job) => job.timestamp))) / 1000);
}

import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { JobEvent, JobStage } from '@eps/contracts';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { REDIS } from '../../redis/redis.module';

const KEY_TTL_SECONDS = 900;

/** Publishes one event of a job; `step` names the route's own step when the page lists them. */
export type JobPublisher = (stage: JobStage, message: string, percent?: number, step?: string) => void;

/**
 * Progress of any request that carries a job id, for GET /api/jobs/:id/events. Events go through
 * Redis (pub/sub plus the job's events so far in a list), so the stream may be served by another API
 * instance than the one running the request, and a stream opened late still shows every stage.
 */
@Injectable()
export class JobEventsService implements OnApplicationShutdown {
  private subscriber: Redis | undefined;
  private readonly handlers = new Map<string, Set<(message: string) => void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /**
   * Binds a job id to its owner. The client's id is used when it is new; an id that is taken (by
   * anyone) is never reused, the job then gets a fresh one.
   */
  async claim(requested: string | undefined, ownerId: string): Promise<string> {
    if (requested) {
      const ok = await this.redis.set(this.key('owner', requested), ownerId, 'EX', KEY_TTL_SECONDS, 'NX');
      if (ok === 'OK') {
        // A stream opened before the request is waiting for this (see ownerOnceClaimed).
        await this.redis.publish(this.key('claims', requested), ownerId);
        return requested;
      }
    }
    const id = randomUUID();
    await this.redis.set(this.key('owner', id), ownerId, 'EX', KEY_TTL_SECONDS);
    return id;
  }

  /**
   * The job's owner, waiting up to `waitMs` for the claim: a client opens the stream just before it
   * sends the request, so the job may not exist yet. Listens for the claim rather than asking again.
   */
  async ownerOnceClaimed(jobId: string, waitMs: number, gone: AbortSignal): Promise<string | null> {
    let claimed!: (owner: string | null) => void;
    const outcome = new Promise<string | null>((resolve) => (claimed = resolve));
    const unsubscribe = await this.listen(this.key('claims', jobId), claimed);
    const timer = setTimeout(() => claimed(null), waitMs);
    const onGone = () => claimed(null);
    gone.addEventListener('abort', onGone);
    try {
      const owner = await this.redis.get(this.key('owner', jobId));
      return owner ?? (await outcome);
    } finally {
      clearTimeout(timer);
      gone.removeEventListener('abort', onGone);
      unsubscribe();
    }
  }

  /** Every event of the job so far, oldest first. */
  async history(jobId: string): Promise<JobEvent[]> {
    const raw = await this.redis.lrange(this.key('history', jobId), 0, -1);
    return raw.map((json) => JSON.parse(json) as JobEvent);
  }

  publisher(jobId: string, kind: string): JobPublisher {
    return (stage, message, percent, step) => {
      const event: JobEvent = {
        jobId,
        kind,
        stage,
        ...(step === undefined ? {} : { step }),
        message,
        percent,
        at: new Date().toISOString(),
      };
      const json = JSON.stringify(event);
      // The whole history, not only the last event: a stream opened a moment after the request must
      // still show every stage, the first ones included.
      void this.redis
        .multi()
        .rpush(this.key('history', jobId), json)
        .expire(this.key('history', jobId), KEY_TTL_SECONDS)
        .publish(this.key('events', jobId), json)
        .exec()
        .catch(() => undefined); // progress is best effort; the request's own answer is what counts
    };
  }

  /** Calls `handler` with each new event of the job; returns the unsubscribe function. */
  subscribe(jobId: string, handler: (event: JobEvent) => void): Promise<() => void> {
    return this.listen(this.key('events', jobId), (message) => handler(JSON.parse(message) as JobEvent));
  }

  async onApplicationShutdown(): Promise<void> {
    this.subscriber?.disconnect();
  }

  private async listen(channel: string, handler: (message: string) => void): Promise<() => void> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.connection().subscribe(channel);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size > 0 || this.handlers.get(channel) !== set) return;
      this.handlers.delete(channel);
      void this.connection()
        .unsubscribe(channel)
        .catch(() => undefined);
    };
  }

  private connection(): Redis {
    if (!this.subscriber) {
      this.subscriber = this.redis.duplicate();
      this.subscriber.on('message', (channel: string, message: string) => {
        for (const handler of this.handlers.get(channel) ?? []) handler(message);
      });
    }
    return this.subscriber;
  }

  private key(kind: 'owner' | 'claims' | 'history' | 'events', jobId: string): string {
    return `${this.config.redisPrefix}:job-${kind}:${jobId}`;
  }
}

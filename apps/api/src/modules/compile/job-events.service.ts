import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { type JobEvent, type JobKind, type JobStage } from '@eps/contracts';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { REDIS } from '../../redis/redis.module';

const KEY_TTL_SECONDS = 900;

/**
 * Progress of compile and plot requests for GET /api/jobs/:id/events. Events go through Redis
 * (pub/sub plus the job's events so far in a list), so the stream may be served by another API
 * instance than the one running the request, and a stream opened late still shows every stage.
 */
@Injectable()
export class JobEventsService implements OnApplicationShutdown {
  private subscriber: Redis | undefined;
  private readonly handlers = new Map<string, Set<(event: JobEvent) => void>>();

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
      if (ok === 'OK') return requested;
    }
    const id = randomUUID();
    await this.redis.set(this.key('owner', id), ownerId, 'EX', KEY_TTL_SECONDS);
    return id;
  }

  async ownerOf(jobId: string): Promise<string | null> {
    return this.redis.get(this.key('owner', jobId));
  }

  /** Every event of the job so far, oldest first. */
  async history(jobId: string): Promise<JobEvent[]> {
    const raw = await this.redis.lrange(this.key('history', jobId), 0, -1);
    return raw.map((json) => JSON.parse(json) as JobEvent);
  }

  publisher(jobId: string, kind: JobKind) {
    return (stage: JobStage, message: string, percent?: number) => {
      const event: JobEvent = { jobId, kind, stage, message, percent, at: new Date().toISOString() };
      const json = JSON.stringify(event);
      // The whole history, not only the last event: a stream opened a moment after the request (the
      // client's usual order is stream first, but the server sees the owner only on its next poll) must
      // still show every stage, queued and started included.
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
  async subscribe(jobId: string, handler: (event: JobEvent) => void): Promise<() => void> {
    const channel = this.key('events', jobId);
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.connection().subscribe(channel);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size > 0) return;
      this.handlers.delete(channel);
      void this.connection()
        .unsubscribe(channel)
        .catch(() => undefined);
    };
  }

  async onApplicationShutdown(): Promise<void> {
    this.subscriber?.disconnect();
  }

  private connection(): Redis {
    if (!this.subscriber) {
      this.subscriber = this.redis.duplicate();
      this.subscriber.on('message', (channel: string, message: string) => {
        const event = JSON.parse(message) as JobEvent;
        for (const handler of this.handlers.get(channel) ?? []) handler(event);
      });
    }
    return this.subscriber;
  }

  private key(kind: 'owner' | 'history' | 'events', jobId: string): string {
    return `${this.config.redisPrefix}:job-${kind}:${jobId}`;
  }
}

import type { Redis } from 'ioredis';
import { WORKER_HEARTBEAT_TTL_SECONDS } from '@eps/contracts';

/** `<prefix>:workers:` — with the default prefix `eps` this is WORKER_HEARTBEAT_PREFIX of @eps/contracts. */
export function heartbeatKeyPrefix(redisPrefix: string): string {
  return `${redisPrefix}:workers:`;
}

export interface HeartbeatOptions {
  redisPrefix: string;
  workerId: string;
  intervalMs: number;
  ttlSeconds?: number;
  /** Called when a refresh fails (e.g. Redis briefly down); the next tick tries again. */
  onError?: (err: unknown) => void;
}

/**
 * Announces a live worker: a key with a short TTL, refreshed every intervalMs, so /api/health can count
 * workers and a crashed worker disappears by itself after the TTL.
 */
export class Heartbeat {
  readonly key: string;
  private readonly ttlSeconds: number;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly options: HeartbeatOptions,
  ) {
    this.key = heartbeatKeyPrefix(options.redisPrefix) + options.workerId;
    this.ttlSeconds = options.ttlSeconds ?? WORKER_HEARTBEAT_TTL_SECONDS;
  }

  /** Writes the key now, then keeps refreshing it. */
  async start(): Promise<void> {
    await this.beat();
    this.timer = setInterval(() => {
      this.beat().catch((err) => this.options.onError?.(err));
    }, this.options.intervalMs);
    this.timer.unref();
  }

  async beat(): Promise<void> {
    const value = JSON.stringify({
      id: this.options.workerId,
      pid: process.pid,
      at: new Date().toISOString(),
    });
    await this.redis.set(this.key, value, 'EX', this.ttlSeconds);
  }

  /** Stops refreshing and removes the key, so the worker stops counting at once. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.redis.del(this.key);
  }
}

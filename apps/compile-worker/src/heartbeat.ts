import type { Redis } from 'ioredis';
import { liveWorkersKey, WORKER_HEARTBEAT_TTL_SECONDS } from '@eps/contracts';

export interface HeartbeatOptions {
  redisPrefix: string;
  workerId: string;
  intervalMs: number;
  ttlSeconds?: number;
  /** Called when a refresh fails (e.g. Redis briefly down); the next tick tries again. */
  onError?: (err: unknown) => void;
}

/**
 * Announces a live worker in the live-workers set (see liveWorkersKey), refreshed every intervalMs, so
 * /api/health and the compile API can count workers and a crashed worker drops out after the TTL.
 */
export class Heartbeat {
  readonly key: string;
  private readonly ttlMs: number;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly options: HeartbeatOptions,
  ) {
    this.key = liveWorkersKey(options.redisPrefix);
    this.ttlMs = (options.ttlSeconds ?? WORKER_HEARTBEAT_TTL_SECONDS) * 1000;
  }

  /** Announces the worker now, then keeps refreshing it. */
  async start(): Promise<void> {
    await this.beat();
    this.timer = setInterval(() => {
      this.beat().catch((err) => this.options.onError?.(err));
    }, this.options.intervalMs);
    this.timer.unref();
  }

  /**
   * Moves this worker's expiry forward and drops members whose time has passed (crashed workers), so the
   * set stays as small as the fleet. The set itself expires when no worker refreshes it any more.
   */
  async beat(): Promise<void> {
    const now = Date.now();
    await this.redis
      .multi()
      .zadd(this.key, now + this.ttlMs, this.options.workerId)
      .zremrangebyscore(this.key, '-inf', now)
      .pexpire(this.key, this.ttlMs)
      .exec();
  }

  /** Stops refreshing and leaves the set, so the worker stops counting at once. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.redis.zrem(this.key, this.options.workerId);
  }
}

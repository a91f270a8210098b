import { Redis } from 'ioredis';
import type { WorkerConfig } from './config';
import { Heartbeat } from './heartbeat';
import type { Logger } from './logger';
import { checkEvictionPolicy, describeEvictionPolicy } from './redis-policy';

const STOP_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** One compile-worker process: Redis connection, policy check, heartbeat. Job processors come later. */
export class CompileWorker {
  private redis: Redis | undefined;
  private heartbeat: Heartbeat | undefined;

  constructor(
    private readonly config: WorkerConfig,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    // maxRetriesPerRequest: null is what BullMQ requires of the connections it is given.
    this.redis = new Redis(this.config.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
    this.redis.on('error', (err) => this.log.warn({ err: err.message }, 'redis connection error'));
    await this.redis.connect();

    const warning = describeEvictionPolicy(await checkEvictionPolicy(this.redis));
    if (warning) this.log.warn(warning);

    this.heartbeat = new Heartbeat(this.redis, {
      redisPrefix: this.config.redisPrefix,
      workerId: this.config.workerId,
      intervalMs: this.config.heartbeatIntervalMs,
      onError: (err) => this.log.warn({ err: String(err) }, 'heartbeat refresh failed'),
    });
    await this.heartbeat.start();
    this.log.info(
      { id: this.config.workerId, key: this.heartbeat.key },
      `compile-worker ready (id ${this.config.workerId})`,
    );
  }

  /** Removes the heartbeat (bounded: Redis may already be gone) and closes the connection. */
  async stop(): Promise<void> {
    try {
      if (this.heartbeat) await withTimeout(this.heartbeat.stop(), STOP_TIMEOUT_MS);
    } catch (err) {
      this.log.warn({ err: String(err) }, 'could not remove the heartbeat key; it expires by itself');
    } finally {
      this.redis?.disconnect();
    }
  }
}

import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import type { HealthResponse } from '@eps/contracts';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { REDIS } from '../../redis/redis.module';
import { countLiveWorkers } from '../../redis/worker-heartbeats';
import { HealthRepository } from './health.repository';

const CHECK_TIMEOUT_MS = 2000;

/** Resolves to the check's result, or to the fallback when it fails or hangs (a dead Redis must not hang /health). */
async function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise.catch(() => fallback), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

@Injectable()
export class HealthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly database: HealthRepository,
  ) {}

  async check(): Promise<HealthResponse> {
    const [database, redis, compileWorkers] = await Promise.all([
      within(
        this.database.ping().then(() => 'up' as const),
        'down' as const,
      ),
      within(
        this.redis.ping().then(() => 'up' as const),
        'down' as const,
      ),
      within(countLiveWorkers(this.redis, this.config.redisPrefix), 0),
    ]);
    return {
      status: database === 'up' && redis === 'up' ? 'ok' : 'degraded',
      database,
      redis,
      compileWorkers,
    };
  }
}

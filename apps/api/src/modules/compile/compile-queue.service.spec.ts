import type { Queue } from 'bullmq';
import type Redis from 'ioredis';
import type { AppConfig } from '../../config/app-config';
import type { ApiMetrics } from '../metrics/api-metrics';
import { CompileQueueService } from './compile-queue.service';

/** A Redis whose live-workers set holds `workers` members, counting how often it is asked. */
function redisWith(workers: number) {
  const fake = {
    workers,
    scans: 0,
    zcount: async () => {
      fake.scans++;
      return fake.workers;
    },
  };
  return fake;
}

describe('CompileQueueService.hasLiveWorker', () => {
  const config = { redisPrefix: 'eps' } as AppConfig;
  let now = 1_000_000;
  beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
  afterEach(() => jest.restoreAllMocks());

  it('remembers a live worker for two seconds instead of asking Redis on every request', async () => {
    const redis = redisWith(1);
    const service = new CompileQueueService(config, redis as unknown as Redis, {} as Queue, {} as ApiMetrics);
    expect(await service.hasLiveWorker()).toBe(true);
    now += 1_500;
    expect(await service.hasLiveWorker()).toBe(true);
    expect(redis.scans).toBe(1);

    redis.workers = 0;
    now += 1_000;
    expect(await service.hasLiveWorker()).toBe(false);
    expect(redis.scans).toBe(2);
  });

  it('asks again every time while no worker is seen, so a new worker counts at once', async () => {
    const redis = redisWith(0);
    const service = new CompileQueueService(config, redis as unknown as Redis, {} as Queue, {} as ApiMetrics);
    expect(await service.hasLiveWorker()).toBe(false);
    redis.workers = 1;
    expect(await service.hasLiveWorker()).toBe(true);
    expect(redis.scans).toBe(2);
  });
});

import { DynamicModule, Global, Module } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { WorkerConfig } from './config';
import type { Logger } from './logger';
import { checkEvictionPolicy, describeEvictionPolicy } from './redis-policy';

export const WORKER_CONFIG = Symbol('WORKER_CONFIG');
export const WORKER_LOGGER = Symbol('WORKER_LOGGER');
export const REDIS = Symbol('REDIS');

/** Connects, then warns when Redis may evict queued jobs. */
async function connectRedis(config: WorkerConfig, log: Logger): Promise<Redis> {
  // maxRetriesPerRequest: null is what BullMQ requires of the connections it is given.
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
  redis.on('error', (err) => log.warn({ err: err.message }, 'redis connection error'));
  await redis.connect();
  const warning = describeEvictionPolicy(await checkEvictionPolicy(redis));
  if (warning) log.warn(warning);
  return redis;
}

/**
 * What every part of the worker shares: its configuration, its logger and its one Redis connection
 * (the queue worker, the heartbeat and the job results all use it; BullMQ adds its blocking one).
 */
@Global()
@Module({})
export class WorkerRuntimeModule {
  static forRoot(config: WorkerConfig, log: Logger): DynamicModule {
    return {
      module: WorkerRuntimeModule,
      providers: [
        { provide: WORKER_CONFIG, useValue: config },
        { provide: WORKER_LOGGER, useValue: log },
        { provide: REDIS, useFactory: () => connectRedis(config, log) },
      ],
      exports: [WORKER_CONFIG, WORKER_LOGGER, REDIS],
    };
  }
}

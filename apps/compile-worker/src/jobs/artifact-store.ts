import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { Redis } from 'ioredis';
import { JOB_RESULT_TTL_SECONDS, jobResultKey } from '@eps/contracts';
import type { WorkerConfig } from '../config';
import { REDIS, WORKER_CONFIG } from '../worker-runtime.module';

/**
 * Where a finished job leaves its PDF or PNG: a short-lived key, not the return value BullMQ copies
 * into its event stream. The API reads it once and deletes it.
 */
@Injectable()
export class ArtifactStore {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  async put(job: Job, artifact: Buffer): Promise<string> {
    const key = jobResultKey(this.config.redisPrefix, String(job.id));
    await this.redis.set(key, artifact, 'EX', JOB_RESULT_TTL_SECONDS);
    return key;
  }
}

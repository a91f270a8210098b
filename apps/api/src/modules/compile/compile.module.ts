import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { COMPILE_QUEUE } from '@eps/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ArtifactCacheRepository } from './artifact-cache.repository';
import { CompileQueueService } from './compile-queue.service';
import { CompileRateLimitGuard } from './compile-rate-limit.guard';
import { CompileController } from './compile.controller';
import { CompileService } from './compile.service';
import { JobEventsService } from './job-events.service';
import { JobsController } from './jobs.controller';

/** The compile service's API side: the queue producer, the cache and the progress stream. */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        connection: { url: config.redisUrl, maxRetriesPerRequest: null },
        prefix: config.redisPrefix,
      }),
    }),
    BullModule.registerQueue({ name: COMPILE_QUEUE }),
  ],
  controllers: [CompileController, JobsController],
  providers: [
    ArtifactCacheRepository,
    CompileQueueService,
    JobEventsService,
    CompileService,
    CompileRateLimitGuard,
  ],
})
export class CompileModule {}

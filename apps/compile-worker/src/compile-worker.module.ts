import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { COMPILE_QUEUE } from '@eps/contracts';
import { CompileProcessor } from './compile.processor';
import type { WorkerConfig } from './config';
import { ArtifactStore } from './jobs/artifact-store';
import { CompileJobHandler } from './jobs/compile-job.handler';
import { JOB_HANDLERS, type JobHandler } from './jobs/job-handler';
import { PlotJobHandler } from './jobs/plot-job.handler';
import type { Logger } from './logger';
import { sandboxProviders } from './sandboxes.providers';
import { WorkerHealth } from './worker-health';
import { WorkerHttpService } from './worker-http.service';
import { WorkerLifecycle } from './worker-lifecycle.service';
import { WorkerMetrics } from './worker-metrics';
import { REDIS, WorkerRuntimeModule } from './worker-runtime.module';

/** One compile-worker process as a Nest application context (no HTTP): the compile queue's consumer. */
@Module({})
export class CompileWorkerModule {
  static forRoot(config: WorkerConfig, log: Logger): DynamicModule {
    return {
      module: CompileWorkerModule,
      imports: [
        WorkerRuntimeModule.forRoot(config, log),
        BullModule.forRootAsync({
          inject: [REDIS],
          useFactory: (redis: Redis) => ({ connection: redis, prefix: config.redisPrefix }),
        }),
        BullModule.registerQueue({ name: COMPILE_QUEUE }),
      ],
      providers: [
        ...sandboxProviders,
        ArtifactStore,
        CompileJobHandler,
        PlotJobHandler,
        {
          provide: JOB_HANDLERS,
          inject: [CompileJobHandler, PlotJobHandler],
          useFactory: (...handlers: JobHandler[]): JobHandler[] => handlers,
        },
        CompileProcessor,
        WorkerLifecycle,
        { provide: WorkerMetrics, useFactory: () => new WorkerMetrics() },
        WorkerHealth,
        WorkerHttpService,
      ],
    };
  }
}

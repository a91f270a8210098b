import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { COMPILE_QUEUE } from '@eps/contracts';
import { ProgressModule } from '../progress/progress.module';
import { ArtifactCacheRepository } from './artifact-cache.repository';
import { CompileQueueService } from './compile-queue.service';
import { CompileRateLimitGuard } from './compile-rate-limit.guard';
import { CompileController } from './compile.controller';
import { CompileService } from './compile.service';

/** The compile service's API side: the queue producer and the cache; progress goes through ProgressModule. */
@Module({
  imports: [ProgressModule, BullModule.registerQueue({ name: COMPILE_QUEUE })],
  controllers: [CompileController],
  providers: [ArtifactCacheRepository, CompileQueueService, CompileService, CompileRateLimitGuard],
  exports: [CompileService],
})
export class CompileModule {}

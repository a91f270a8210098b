import { Module } from '@nestjs/common';
import { JobEventsService } from './job-events.service';
import { JobProgressInterceptor } from './job-progress.interceptor';
import { JobsController } from './jobs.controller';

/**
 * Real progress for any route: a module that imports this one marks a route @ReportsProgress(kind)
 * and reports its stages through @Progress(); clients follow them on GET /api/jobs/:id/events.
 */
@Module({
  controllers: [JobsController],
  providers: [JobEventsService, JobProgressInterceptor],
  exports: [JobEventsService, JobProgressInterceptor],
})
export class ProgressModule {}

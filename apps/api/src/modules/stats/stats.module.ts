import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MasteryModule } from '../mastery/mastery.module';
import { ReviewModule } from '../review/review.module';
import { ToolUseInterceptor } from './records-tool-use';
import { StatsHistoryRepository } from './stats-history.repository';
import { StatsController } from './stats.controller';
import { StatsService } from './stats.service';
import { ToolEventsRepository } from './tool-events.repository';

/**
 * User statistics. ToolUseInterceptor runs on every route of the app and records a use wherever a
 * controller marked the route @RecordsToolUse(tool); no other module needs to import this one.
 */
@Module({
  imports: [MasteryModule, ReviewModule],
  controllers: [StatsController],
  providers: [
    ToolEventsRepository,
    StatsHistoryRepository,
    StatsService,
    { provide: APP_INTERCEPTOR, useClass: ToolUseInterceptor },
  ],
})
export class StatsModule {}

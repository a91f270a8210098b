import { Injectable } from '@nestjs/common';
import type { StatsDeleted, StatsResponse, ToolVisitRequest } from '@eps/contracts';
import { MasteryService } from '../mastery/mastery.service';
import { ReviewService } from '../review/review.service';
import { dayIn, forecastHorizon, forecastOf, scoresByDay, streakOf } from './stats-days';
import { statsCsv } from './stats-csv';
import { StatsHistoryRepository } from './stats-history.repository';
import { ToolEventsRepository } from './tool-events.repository';

export interface StatsCsvFile {
  filename: string;
  body: string;
}

/**
 * The user's statistics: tool use from tool_events, scores and activity from the attempts other modules
 * record, mastery from MasteryService and the review forecast from ReviewService's FSRS cards.
 */
@Injectable()
export class StatsService {
  constructor(
    private readonly events: ToolEventsRepository,
    private readonly history: StatsHistoryRepository,
    private readonly mastery: MasteryService,
    private readonly review: ReviewService,
  ) {}

  recordVisit(userId: string, visit: ToolVisitRequest): Promise<void> {
    return this.events.record(userId, visit.tool, 'open', visit.seconds * 1000);
  }

  /** Days are counted in `timeZone` (an IANA name the client sent), else in UTC. */
  async forUser(userId: string, timeZone = 'UTC', now = new Date()): Promise<StatsResponse> {
    const today = dayIn(now, timeZone);
    const [tools, scores, activity, mastery, dueDates] = await Promise.all([
      this.events.usage(userId),
      this.history.scores(userId),
      this.history.activityTimes(userId),
      this.mastery.forUser(userId, now),
      this.review.dueDates(userId, forecastHorizon(now)),
    ]);
    return {
      timeZone,
      today,
      tools,
      scores: scoresByDay(scores, timeZone),
      mastery: [...mastery.specificationPoints].sort((a, b) => a.mastery - b.mastery),
      streak: streakOf(activity, timeZone, today),
      forecast: forecastOf(dueDates, timeZone, today),
    };
  }

  async csv(userId: string, now = new Date()): Promise<StatsCsvFile> {
    return {
      filename: `exam-prep-statistics-${now.toISOString().slice(0, 10)}.csv`,
      body: statsCsv(await this.history.exportRows(userId)),
    };
  }

  deleteHistory(userId: string): Promise<StatsDeleted> {
    return this.history.deleteHistory(userId);
  }
}

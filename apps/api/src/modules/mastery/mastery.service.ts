import { Injectable } from '@nestjs/common';
import { MASTERY_METHOD, type MasteryResponse } from '@eps/contracts';
import { ReviewService } from '../review/review.service';
import { masteryByPart, rollUp } from './mastery';
import { MasteryRepository } from './mastery.repository';

/**
 * Right after an answer FSRS puts recall near 1 whether the answer was right or wrong (the student has
 * just seen the solution), so mastery is read at a horizon: the chance of recalling the part a week on.
 */
export const MASTERY_HORIZON_DAYS = 7;

/** Mastery per topic and specification point from every attempt (FSRS retrievability; see mastery.ts). */
@Injectable()
export class MasteryService {
  constructor(
    private readonly repo: MasteryRepository,
    private readonly review: ReviewService,
  ) {}

  async forUser(userId: string, now = new Date()): Promise<MasteryResponse> {
    const horizon = new Date(now.getTime() + MASTERY_HORIZON_DAYS * 86_400_000);
    const parts = masteryByPart(await this.repo.events(userId), (history) =>
      this.review.recallProbability(history, horizon),
    );
    if (!parts.size) return { method: MASTERY_METHOD, topics: [], specificationPoints: [] };
    const partTopics = await this.repo.partTopics([...parts.keys()]);
    const topics = await this.repo.topics([...new Set(partTopics.map((p) => p.topic_id))]);
    return { method: MASTERY_METHOD, ...rollUp(parts, partTopics, topics) };
  }
}

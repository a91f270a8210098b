import { Injectable } from '@nestjs/common';
import {
  REVIEW_DEFAULT_DAILY_LIMIT,
  type ReviewCardContent,
  type CardRatingOutcome,
  type ReviewQueue,
  type ReviewRating,
  type ReviewSettings,
  type UpdateReviewSettings,
} from '@eps/contracts';
import { TransactionRunner, type Transaction } from '../../database/transactions';
import {
  examStart,
  newCard,
  RATING_GRADES,
  replay,
  retrievability,
  schedule,
  stateName,
} from './fsrs-scheduler';
import { ReviewErrors } from './review.errors';
import { ReviewRepository, toFsrsCard } from './review.repository';

const DAY_MS = 86_400_000;
/**
 * Cards due within this many minutes are shown now (Anki's "learn ahead" default), so the learning
 * steps of items just answered (1 and 10 minutes) come back in the same sitting.
 */
export const LEARN_AHEAD_MINUTES = 20;

export interface AnsweredItem {
  /** One card per bank part (`part:<id>`) or per generated item (`item:<id>`). */
  itemKey: string;
  partId: string | null;
  content: ReviewCardContent;
  rating: ReviewRating;
}

function startOfUtcDay(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/** Spaced review with FSRS: cards, the due queue, ratings and the exam-date and daily-limit settings. */
@Injectable()
export class ReviewService {
  constructor(
    private readonly repo: ReviewRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  async settings(userId: string, tx?: Transaction): Promise<ReviewSettings> {
    const row = await this.repo.settings(userId, tx);
    return { examDate: row?.exam_date ?? null, dailyLimit: row?.daily_limit ?? REVIEW_DEFAULT_DAILY_LIMIT };
  }

  async updateSettings(userId: string, change: UpdateReviewSettings): Promise<ReviewSettings> {
    const current = await this.settings(userId);
    const next = {
      examDate: change.examDate === undefined ? current.examDate : change.examDate,
      dailyLimit: change.dailyLimit ?? current.dailyLimit,
    };
    await this.repo.saveSettings(userId, next.examDate, next.dailyLimit);
    return next;
  }

  /**
   * Records an answered item as a review of its card (a new card on first sight), inside the caller's
   * transaction so the answer and its card are saved together. Returns the card's id.
   */
  async recordAnswer(tx: Transaction, userId: string, item: AnsweredItem, now = new Date()): Promise<string> {
    const exam = await this.examOf(userId, tx);
    const existing = await this.repo.lockCardByKey(tx, userId, item.itemKey);
    const { card } = schedule(existing ? toFsrsCard(existing) : newCard(now), now, item.rating, exam);
    const cardId = existing
      ? (await this.repo.updateCard(tx, existing.id, card, item.content), existing.id)
      : await this.repo.insertCard(tx, { ...item, userId, state: card });
    await this.repo.insertLog(tx, {
      cardId,
      userId,
      partId: item.partId,
      rating: RATING_GRADES[item.rating],
      source: 'quiz',
      at: now,
    });
    return cardId;
  }

  async due(userId: string, now = new Date()): Promise<ReviewQueue> {
    const settings = await this.settings(userId);
    const until = new Date(now.getTime() + LEARN_AHEAD_MINUTES * 60_000);
    // Cards ready now count as due today even in the last minutes of the (UTC) day.
    const endOfDay = new Date(Math.max(startOfUtcDay(now).getTime() + DAY_MS, until.getTime()));
    const [reviewedToday, dueToday] = await Promise.all([
      this.repo.countReviews(userId, startOfUtcDay(now)),
      this.repo.countDue(userId, endOfDay),
    ]);
    const room = Math.max(0, settings.dailyLimit - reviewedToday);
    const rows = room ? await this.repo.dueCards(userId, until, room) : [];
    return {
      cards: rows.map((r) => ({
        id: r.id,
        due: r.due.toISOString(),
        state: stateName(r.state),
        reps: r.reps,
        lapses: r.lapses,
        content: r.content,
        topics: r.topics ?? [],
      })),
      dueToday,
      reviewedToday,
      settings,
    };
  }

  /** The due dates of the cards FSRS schedules by `until`: the statistics' review forecast. */
  dueDates(userId: string, until: Date): Promise<Date[]> {
    return this.repo.dueTimes(userId, until);
  }

  async review(
    userId: string,
    cardId: string,
    rating: ReviewRating,
    now = new Date(),
  ): Promise<CardRatingOutcome> {
    const exam = await this.examOf(userId);
    return this.transactions.run(async (tx) => {
      const row = await this.repo.lockCard(tx, userId, cardId);
      if (!row) throw ReviewErrors.cardNotFound();
      const { card } = schedule(toFsrsCard(row), now, rating, exam);
      await this.repo.updateCard(tx, cardId, card);
      await this.repo.insertLog(tx, {
        cardId,
        userId,
        partId: row.part_id,
        rating: RATING_GRADES[rating],
        source: 'review',
        at: now,
      });
      return {
        cardId,
        due: card.due.toISOString(),
        state: stateName(card.state),
        intervalDays: (card.due.getTime() - now.getTime()) / DAY_MS,
      };
    });
  }

  /**
   * The chance of recalling an item now, from its history of ratings (oldest first) replayed through
   * FSRS: what mastery is made of. 0 for an item never rated.
   */
  recallProbability(history: Array<{ at: Date; rating: ReviewRating }>, now = new Date()): number {
    const card = replay(history);
    return card ? retrievability(card, now) : 0;
  }

  private async examOf(userId: string, tx?: Transaction): Promise<Date | null> {
    const { examDate } = await this.settings(userId, tx);
    return examDate ? examStart(examDate) : null;
  }
}

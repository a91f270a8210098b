import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { State } from 'ts-fsrs';
import type { Card } from 'ts-fsrs';
import type { ReviewCardContent, TopicRef } from '@eps/contracts';
import type { Transaction } from '../../database/transactions';

export interface CardRow {
  id: string;
  due: Date;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: State;
  last_review: Date | null;
}

export interface DueCardRow extends CardRow {
  content: ReviewCardContent;
  topics: TopicRef[] | null;
}

export interface SettingsRow {
  exam_date: string | null;
  daily_limit: number;
}

export type ReviewSource = 'quiz' | 'review';

const CARD_COLUMNS = `id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses,
  state, last_review`;

export function toFsrsCard(row: CardRow): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.last_review ?? undefined,
  };
}

function cardValues(card: Card): unknown[] {
  return [
    card.due,
    card.stability,
    card.difficulty,
    card.elapsed_days,
    card.scheduled_days,
    card.learning_steps,
    card.reps,
    card.lapses,
    card.state,
    card.last_review ?? null,
  ];
}

/** Review cards, their log and each user's review settings. Every read is scoped to the card's owner. */
@Injectable()
export class ReviewRepository {
  constructor(private readonly db: DataSource) {}

  /** Through `tx` inside a transaction: PGlite's socket runs one transaction at a time, so a second connection would wait on it. */
  async settings(userId: string, tx?: Transaction): Promise<SettingsRow | null> {
    const [row]: SettingsRow[] = await (tx ?? this.db).query(
      `SELECT to_char(exam_date, 'YYYY-MM-DD') AS exam_date, daily_limit FROM review_settings WHERE user_id = $1`,
      [userId],
    );
    return row ?? null;
  }

  async saveSettings(userId: string, examDate: string | null, dailyLimit: number): Promise<void> {
    await this.db.query(
      `INSERT INTO review_settings (user_id, exam_date, daily_limit) VALUES ($1, $2::date, $3)
       ON CONFLICT (user_id) DO UPDATE SET exam_date = EXCLUDED.exam_date, daily_limit = EXCLUDED.daily_limit,
         updated_at = now()`,
      [userId, examDate, dailyLimit],
    );
  }

  /** The user's card for an item, locked for the rest of the transaction; null when there is none yet. */
  async lockCardByKey(tx: Transaction, userId: string, itemKey: string): Promise<CardRow | null> {
    const [row]: CardRow[] = await tx.query(
      `SELECT ${CARD_COLUMNS} FROM review_cards WHERE user_id = $1 AND item_key = $2 FOR UPDATE`,
      [userId, itemKey],
    );
    return row ?? null;
  }

  async lockCard(
    tx: Transaction,
    userId: string,
    cardId: string,
  ): Promise<(CardRow & { part_id: string | null }) | null> {
    const [row]: Array<CardRow & { part_id: string | null }> = await tx.query(
      `SELECT ${CARD_COLUMNS}, part_id FROM review_cards WHERE id = $1 AND user_id = $2 FOR UPDATE`,
      [cardId, userId],
    );
    return row ?? null;
  }

  async insertCard(
    tx: Transaction,
    card: { userId: string; itemKey: string; partId: string | null; content: ReviewCardContent; state: Card },
  ): Promise<string> {
    const [row]: { id: string }[] = await tx.query(
      `INSERT INTO review_cards (user_id, item_key, part_id, content, due, stability, difficulty, elapsed_days,
         scheduled_days, learning_steps, reps, lapses, state, last_review)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
      [card.userId, card.itemKey, card.partId, JSON.stringify(card.content), ...cardValues(card.state)],
    );
    return row.id;
  }

  async updateCard(tx: Transaction, id: string, state: Card, content?: ReviewCardContent): Promise<void> {
    await tx.query(
      `UPDATE review_cards SET due = $2, stability = $3, difficulty = $4, elapsed_days = $5, scheduled_days = $6,
         learning_steps = $7, reps = $8, lapses = $9, state = $10, last_review = $11,
         content = coalesce($12::jsonb, content)
       WHERE id = $1`,
      [id, ...cardValues(state), content ? JSON.stringify(content) : null],
    );
  }

  async insertLog(
    tx: Transaction,
    log: {
      cardId: string;
      userId: string;
      partId: string | null;
      rating: number;
      source: ReviewSource;
      at: Date;
    },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO review_logs (card_id, user_id, part_id, rating, source, reviewed_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [log.cardId, log.userId, log.partId, log.rating, log.source, log.at],
    );
  }

  /** Cards due by `until`, soonest first, with the topics of their bank part. */
  dueCards(userId: string, until: Date, limit: number): Promise<DueCardRow[]> {
    return this.db.query(
      `SELECT ${CARD_COLUMNS.replace(/(\w+)/g, 'c.$1')}, c.content,
              (SELECT json_agg(json_build_object('id', t.id, 'syllabusId', t.syllabus_id, 'code', t.code, 'name', t.name)
                               ORDER BY t.syllabus_id, t.position)
                 FROM question_parts p JOIN question_topics qt ON qt.question_id = p.question_id
                 JOIN topics t ON t.id = qt.topic_id WHERE p.id = c.part_id) AS topics
       FROM review_cards c WHERE c.user_id = $1 AND c.due <= $2 ORDER BY c.due, c.id LIMIT $3`,
      [userId, until, limit],
    );
  }

  async countDue(userId: string, until: Date): Promise<number> {
    const [row]: { n: number }[] = await this.db.query(
      `SELECT count(*)::int AS n FROM review_cards WHERE user_id = $1 AND due <= $2`,
      [userId, until],
    );
    return row.n;
  }

  /** When each of the user's cards falls due, for cards due by `until` (overdue ones included). */
  async dueTimes(userId: string, until: Date): Promise<Date[]> {
    const rows: { due: Date }[] = await this.db.query(
      `SELECT due FROM review_cards WHERE user_id = $1 AND due <= $2 ORDER BY due`,
      [userId, until],
    );
    return rows.map((r) => r.due);
  }

  async countReviews(userId: string, since: Date): Promise<number> {
    const [row]: { n: number }[] = await this.db.query(
      `SELECT count(*)::int AS n FROM review_logs WHERE user_id = $1 AND source = 'review' AND reviewed_at >= $2`,
      [userId, since],
    );
    return row.n;
  }
}

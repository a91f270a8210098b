import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ScoreSource, StatsDeleted } from '@eps/contracts';

export interface ScoreRow {
  source: ScoreSource;
  at: Date;
  score: number;
  max_score: number;
}

export interface ExportRow {
  occurred_at: Date;
  type: string;
  tool: string | null;
  item: string | null;
  score: number | null;
  max_score: number | null;
  seconds: number | null;
}

/**
 * Reads (and, for "delete my history", deletes) the user's records that other modules write: exam
 * question attempts (questions), quiz answers and review logs (quizzes, review), graded answers (grading),
 * besides stats' own tool_events. Every statement is scoped to the one user id.
 */
@Injectable()
export class StatsHistoryRepository {
  constructor(private readonly db: DataSource) {}

  /** Every marked attempt, oldest first: a checked exam question part scores 1 of 1 or 0 of 1. */
  scores(userId: string): Promise<ScoreRow[]> {
    return this.db.query(
      `SELECT 'quiz' AS source, created_at AS at, score, max_score FROM quiz_answers WHERE user_id = $1
       UNION ALL
       SELECT 'grader', created_at, score, max_score FROM graded_answers WHERE user_id = $1 AND max_score > 0
       UNION ALL
       SELECT 'questions', created_at, CASE WHEN correct THEN 1 ELSE 0 END, 1
         FROM question_attempts WHERE user_id = $1 AND correct IS NOT NULL
       ORDER BY at`,
      [userId],
    );
  }

  /** When the user did anything the statistics count: tool events, attempts, answers and reviews. */
  async activityTimes(userId: string): Promise<Date[]> {
    const rows: { at: Date }[] = await this.db.query(
      `SELECT created_at AS at FROM tool_events WHERE user_id = $1
       UNION ALL SELECT created_at FROM question_attempts WHERE user_id = $1
       UNION ALL SELECT created_at FROM quiz_answers WHERE user_id = $1
       UNION ALL SELECT created_at FROM graded_answers WHERE user_id = $1
       UNION ALL SELECT reviewed_at FROM review_logs WHERE user_id = $1 AND source = 'review'`,
      [userId],
    );
    return rows.map((r) => r.at);
  }

  /** One row per tool event, attempt, quiz answer, graded answer and review, oldest first. */
  exportRows(userId: string): Promise<ExportRow[]> {
    return this.db.query(
      `SELECT created_at AS occurred_at, 'tool-' || kind AS type, tool, NULL::text AS item,
              NULL::real AS score, NULL::real AS max_score, round(duration_ms / 1000.0)::int AS seconds
         FROM tool_events WHERE user_id = $1
       UNION ALL
       SELECT a.created_at, 'question-attempt', 'exam-question', q.title,
              CASE WHEN a.correct THEN 1 WHEN NOT a.correct THEN 0 END, CASE WHEN a.correct IS NOT NULL THEN 1 END, NULL
         FROM question_attempts a JOIN questions q ON q.id = a.question_id WHERE a.user_id = $1
       UNION ALL
       SELECT a.created_at, 'quiz-answer', 'quiz-generator', z.title || ': ' || i.prompt, a.score, a.max_score, NULL
         FROM quiz_answers a JOIN quiz_items i ON i.id = a.item_id JOIN quizzes z ON z.id = i.quiz_id
        WHERE a.user_id = $1
       UNION ALL
       SELECT created_at, 'graded-answer', 'exam-grader', question, score, max_score, NULL
         FROM graded_answers WHERE user_id = $1
       UNION ALL
       SELECT reviewed_at, 'review', 'quiz-generator', c.content->>'prompt', l.rating, 4, NULL
         FROM review_logs l JOIN review_cards c ON c.id = l.card_id
        WHERE l.user_id = $1 AND l.source = 'review'
       ORDER BY occurred_at`,
      [userId],
    );
  }

  /**
   * "Delete my history": the user's tool events, exam question attempts, quiz answers (their quizzes
   * stay, unanswered), graded answers and review cards with their logs (the card's ON DELETE CASCADE),
   * in one transaction. Review settings, documents, drive files, essays and feedback batches stay.
   */
  deleteHistory(userId: string): Promise<StatsDeleted> {
    return this.db.transaction(async (m) => {
      const count = async (sql: string) => {
        const [, affected]: [unknown, number] = await m.query(sql, [userId]);
        return affected;
      };
      return {
        toolEvents: await count(`DELETE FROM tool_events WHERE user_id = $1`),
        questionAttempts: await count(`DELETE FROM question_attempts WHERE user_id = $1`),
        quizAnswers: await count(`DELETE FROM quiz_answers WHERE user_id = $1`),
        gradedAnswers: await count(`DELETE FROM graded_answers WHERE user_id = $1`),
        reviewCards: await count(`DELETE FROM review_cards WHERE user_id = $1`),
      };
    });
  }
}

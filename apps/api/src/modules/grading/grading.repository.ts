import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  GRADER_HISTORY_LIMIT,
  type AnswerFlag,
  type GradedAnswer,
  type GradedPoint,
  type GraderHistoryItem,
  type GraderMarkResult,
} from '@eps/contracts';
import type { MarkingPoint } from './engines/grading-engine';

interface HistoryRow {
  id: string;
  question_id: string | null;
  part_id: string | null;
  question: string;
  answer: string;
  score: number;
  max_score: number;
  borderline: boolean;
  engine: GraderHistoryItem['engine'];
  created_at: Date;
}

interface GradedAnswerRow extends HistoryRow {
  mark_scheme: MarkingPoint[];
  points: GradedPoint[];
  feedback: string;
  flags: AnswerFlag[];
}

/** Graded answers per user: the grader's history now, mastery's evidence later. */
@Injectable()
export class GradingRepository {
  constructor(private readonly db: DataSource) {}

  async save(
    userId: string,
    graded: {
      question: string;
      answer: string;
      points: MarkingPoint[];
      result: Omit<GraderMarkResult, 'id'>;
    },
  ): Promise<string> {
    const { result } = graded;
    const [row]: { id: string }[] = await this.db.query(
      `INSERT INTO graded_answers (user_id, question_id, part_id, question, answer, mark_scheme, points,
                                   feedback, flags, score, max_score, borderline, engine)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        userId,
        result.questionId,
        result.partId,
        graded.question,
        graded.answer,
        JSON.stringify(graded.points),
        JSON.stringify(result.points),
        result.feedback,
        result.flags,
        result.score,
        result.maxScore,
        result.borderline,
        result.engine,
      ],
    );
    return row.id;
  }

  async history(userId: string): Promise<GraderHistoryItem[]> {
    const rows: HistoryRow[] = await this.db.query(
      `SELECT id, question_id, part_id, left(question, 120) AS question, left(answer, 200) AS answer,
              score, max_score, borderline, engine, created_at
       FROM graded_answers WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
      [userId, GRADER_HISTORY_LIMIT],
    );
    return rows.map((r) => ({
      id: r.id,
      questionId: r.question_id,
      partId: r.part_id,
      question: r.question,
      answer: r.answer,
      score: r.score,
      maxScore: r.max_score,
      borderline: r.borderline,
      engine: r.engine,
      createdAt: r.created_at.toISOString(),
    }));
  }

  /** One of the user's graded answers in full; null for a missing id or someone else's. */
  async find(userId: string, id: string): Promise<GradedAnswer | null> {
    const [row]: GradedAnswerRow[] = await this.db.query(
      `SELECT id, question_id, part_id, question, answer, mark_scheme, points, feedback, flags,
              score, max_score, borderline, engine, created_at
       FROM graded_answers WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    if (!row) return null;
    return {
      id: row.id,
      questionId: row.question_id,
      partId: row.part_id,
      question: row.question,
      answer: row.answer,
      markScheme: row.mark_scheme.map((p) => ({
        point: p.point,
        marks: p.marks,
        alternatives: p.alternatives,
        reject: p.reject,
        partLabel: p.partLabel,
      })),
      score: row.score,
      maxScore: row.max_score,
      points: row.points,
      feedback: row.feedback,
      borderline: row.borderline,
      flags: row.flags,
      engine: row.engine,
      createdAt: row.created_at.toISOString(),
    };
  }
}

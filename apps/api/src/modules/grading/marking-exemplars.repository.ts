import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ExemplarSource, GraderExemplar } from '@eps/contracts';
import type { MarkingPoint } from './engines/grading-engine';

/** Which scheme an answer was marked against: a bank question (and part), or one's own scheme's hash. */
export interface SchemeKey {
  questionId: string | null;
  partId: string | null;
  schemeHash: string | null;
}

/** What confirming needs of a graded answer: whose it is and what it was marked against. */
export interface GradedAnswerToConfirm {
  id: string;
  userId: string;
  questionId: string | null;
  partId: string | null;
  answer: string;
  markScheme: MarkingPoint[];
}

interface ExemplarRow {
  id: string;
  graded_answer_id: string;
  question_id: string | null;
  part_id: string | null;
  answer: string;
  points: { point: string; awarded: boolean }[];
  source: ExemplarSource;
  created_at: Date;
}

/** How many of a scheme's newest exemplars a marking compares with: enough to learn from, quick to read. */
export const EXEMPLARS_PER_SCHEME = 200;

@Injectable()
export class MarkingExemplarsRepository {
  constructor(private readonly db: DataSource) {}

  async gradedAnswer(id: string): Promise<GradedAnswerToConfirm | null> {
    const [row]: {
      id: string;
      user_id: string;
      question_id: string | null;
      part_id: string | null;
      answer: string;
      mark_scheme: MarkingPoint[];
    }[] = await this.db.query(
      `SELECT id, user_id, question_id, part_id, answer, mark_scheme FROM graded_answers WHERE id = $1`,
      [id],
    );
    return row
      ? {
          id: row.id,
          userId: row.user_id,
          questionId: row.question_id,
          partId: row.part_id,
          answer: row.answer,
          markScheme: row.mark_scheme,
        }
      : null;
  }

  /** Records (or, confirmed again, replaces) the verdicts on one graded answer. */
  async save(
    graded: GradedAnswerToConfirm,
    key: SchemeKey,
    points: { point: string; awarded: boolean }[],
    source: ExemplarSource,
    authorId: string,
  ): Promise<GraderExemplar> {
    const [row]: ExemplarRow[] = await this.db.query(
      `INSERT INTO marking_exemplars (graded_answer_id, question_id, part_id, scheme_hash, answer, points, source, author_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (graded_answer_id) DO UPDATE
         SET points = EXCLUDED.points, source = EXCLUDED.source, author_id = EXCLUDED.author_id, updated_at = now()
       RETURNING id, graded_answer_id, question_id, part_id, answer, points, source, created_at`,
      [
        graded.id,
        key.questionId,
        key.partId,
        key.schemeHash,
        graded.answer,
        JSON.stringify(points),
        source,
        authorId,
      ],
    );
    return {
      id: row.id,
      gradedAnswerId: row.graded_answer_id,
      questionId: row.question_id,
      partId: row.part_id,
      answer: row.answer,
      points: row.points,
      source: row.source,
      createdAt: row.created_at.toISOString(),
    };
  }

  /** The newest exemplars marked against the same scheme. */
  async forScheme(key: SchemeKey): Promise<Pick<ExemplarRow, 'answer' | 'points'>[]> {
    return key.questionId
      ? this.db.query(
          `SELECT answer, points FROM marking_exemplars
           WHERE question_id = $1 AND part_id IS NOT DISTINCT FROM $2
           ORDER BY updated_at DESC, id LIMIT $3`,
          [key.questionId, key.partId, EXEMPLARS_PER_SCHEME],
        )
      : this.db.query(
          `SELECT answer, points FROM marking_exemplars WHERE question_id IS NULL AND scheme_hash = $1
           ORDER BY updated_at DESC, id LIMIT $2`,
          [key.schemeHash, EXEMPLARS_PER_SCHEME],
        );
  }
}

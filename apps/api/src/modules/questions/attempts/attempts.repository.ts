import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { QuestionAnswer, QuestionAnswerType, ReportReason, TopicRef } from '@eps/contracts';

export interface CheckablePart {
  id: string;
  answer_type: QuestionAnswerType;
  answer: QuestionAnswer | null;
}

export interface SimilarRow {
  id: string;
  title: string;
  marks: number;
  difficulty: number | null;
  topics: TopicRef[] | null;
  shared: number;
}

/** The exam question page's writes (attempts, reports) and its similar-questions read. */
@Injectable()
export class AttemptsRepository {
  constructor(private readonly db: DataSource) {}

  async isApproved(questionId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM questions WHERE id = $1 AND status = 'approved'`,
      [questionId],
    );
    return rows.length > 0;
  }

  /** The part with its answer, only if it belongs to the approved question. */
  async findPart(questionId: string, partId: string): Promise<CheckablePart | null> {
    const [part]: CheckablePart[] = await this.db.query(
      `SELECT p.id, p.answer_type, p.answer FROM question_parts p JOIN questions q ON q.id = p.question_id
       WHERE p.id = $2 AND q.id = $1 AND q.status = 'approved'`,
      [questionId, partId],
    );
    return part ?? null;
  }

  async saveAttempt(
    userId: string,
    questionId: string,
    partId: string,
    answer: string,
    correct: boolean | null,
  ) {
    const [row]: { id: string }[] = await this.db.query(
      `INSERT INTO question_attempts (user_id, question_id, part_id, answer, correct) VALUES ($1, $2, $3, $4, $5)
       RETURNING id`,
      [userId, questionId, partId, answer, correct],
    );
    return row.id;
  }

  async saveReport(questionId: string, reporterId: string, reason: ReportReason, details: string) {
    const [row]: { id: string }[] = await this.db.query(
      `INSERT INTO question_reports (question_id, reporter_id, reason, details) VALUES ($1, $2, $3, $4) RETURNING id`,
      [questionId, reporterId, reason, details],
    );
    return row.id;
  }

  /**
   * Approved questions that share the most topics with this one, then the closest in wording (the
   * question's own title and stem words, OR-ed, ranked against each candidate's search document).
   * With no shared topics the wording alone decides.
   */
  async findSimilar(questionId: string, words: string[], limit: number): Promise<SimilarRow[]> {
    const query = words.length ? words.join(' | ') : null;
    return this.db.query(
      `WITH own AS (SELECT topic_id FROM question_topics WHERE question_id = $1),
            shared AS (
              SELECT qt.question_id, count(*)::int AS shared FROM question_topics qt JOIN own USING (topic_id)
              WHERE qt.question_id <> $1 GROUP BY qt.question_id),
            candidates AS (
              SELECT q.id, coalesce(s.shared, 0) AS shared,
                     CASE WHEN $2::text IS NULL THEN 0
                          ELSE ts_rank(q.search_document, to_tsquery('english', $2)) END AS rank
              FROM questions q LEFT JOIN shared s ON s.question_id = q.id
              WHERE q.status = 'approved' AND q.id <> $1
                AND (s.question_id IS NOT NULL OR ($2::text IS NOT NULL AND q.search_document @@ to_tsquery('english', $2)))
              ORDER BY shared DESC, rank DESC, q.id
              LIMIT $3)
       SELECT q.id, q.title, q.total_marks AS marks, q.difficulty, c.shared,
              (SELECT json_agg(json_build_object('id', t.id, 'syllabusId', t.syllabus_id, 'code', t.code, 'name', t.name)
                               ORDER BY t.syllabus_id, t.position)
                 FROM question_topics qt JOIN topics t ON t.id = qt.topic_id WHERE qt.question_id = q.id) AS topics
       FROM candidates c JOIN questions q ON q.id = c.id
       ORDER BY c.shared DESC, c.rank DESC, q.id`,
      [questionId, query, limit],
    );
  }

  async textOf(questionId: string): Promise<string> {
    const [row]: { text: string }[] = await this.db.query(
      `SELECT title || ' ' || left(stem, 400) AS text FROM questions WHERE id = $1`,
      [questionId],
    );
    return row?.text ?? '';
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface PointRow {
  id: string;
  parent_id: string | null;
  code: string;
  name: string;
  description: string;
  depth: number;
}

export interface QuestionCountRow {
  topic_id: string;
  questions: number;
  past_paper: number;
}

/**
 * What exists under each specification point of a syllabus. Each count is one query over topic_closure
 * (every ancestor–descendant pair), grouped by the ancestor, so a point's count covers its subtree
 * whatever the depth and no query is made per point.
 */
@Injectable()
export class CoursesRepository {
  constructor(private readonly db: DataSource) {}

  /** In file order, so a parent always comes before its children. */
  points(syllabusId: string): Promise<PointRow[]> {
    return this.db.query(
      `SELECT id, parent_id, code, name, description, depth FROM topics WHERE syllabus_id = $1 ORDER BY position`,
      [syllabusId],
    );
  }

  /**
   * Approved questions under each point, and of those the past-paper ones: a question the bank dates to
   * a sitting (`year`) or one printed in a past paper (`pastPaperKeys`, the source keys of data/papers).
   */
  questionCounts(syllabusId: string, pastPaperKeys: readonly string[]): Promise<QuestionCountRow[]> {
    return this.db.query(
      `SELECT tc.ancestor_id AS topic_id, count(DISTINCT q.id)::int AS questions,
              count(DISTINCT q.id) FILTER (WHERE q.year IS NOT NULL OR q.source_key = ANY($2::text[]))::int
                AS past_paper
       FROM topics t
       JOIN topic_closure tc ON tc.ancestor_id = t.id
       JOIN question_topics qt ON qt.topic_id = tc.descendant_id
       JOIN questions q ON q.id = qt.question_id AND q.status = 'approved'
       WHERE t.syllabus_id = $1
       GROUP BY tc.ancestor_id`,
      [syllabusId, pastPaperKeys],
    );
  }

  /**
   * The owner's generated notes and slides about each point. A saved document carries no topic, only
   * the title it is listed under (its \title, or its material's heading; the course helper prefills the
   * notes generator with the point's name), so a document is about a point when its title holds every
   * word of the point's name, by English full-text matching (stemmed, stop words ignored), the same
   * matching the bank's search uses. A point's count covers the documents of its subtree, each once.
   */
  noteCounts(syllabusId: string, ownerId: string): Promise<Array<{ topic_id: string; notes: number }>> {
    return this.db.query(
      `WITH about AS (
         SELECT t.id AS topic_id, d.id AS document_id
         FROM topics t JOIN generated_documents d ON d.owner_id = $2
         WHERE t.syllabus_id = $1
           AND to_tsvector('english', d.title) @@ plainto_tsquery('english', t.name)
       )
       SELECT tc.ancestor_id AS topic_id, count(DISTINCT a.document_id)::int AS notes
       FROM about a JOIN topic_closure tc ON tc.descendant_id = a.topic_id
       GROUP BY tc.ancestor_id`,
      [syllabusId, ownerId],
    );
  }

  /** Prerequisite links of the syllabus: learn `source` before `target`. */
  prerequisites(syllabusId: string): Promise<Array<{ source: string; target: string }>> {
    return this.db.query(
      `SELECT tp.prerequisite_id AS source, tp.topic_id AS target
       FROM topic_prerequisites tp JOIN topics t ON t.id = tp.topic_id
       WHERE t.syllabus_id = $1
       ORDER BY t.position, tp.prerequisite_id`,
      [syllabusId],
    );
  }
}

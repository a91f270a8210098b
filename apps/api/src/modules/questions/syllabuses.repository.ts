import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Syllabus } from '@eps/contracts';

export interface TopicRow {
  id: string;
  parent_id: string | null;
  code: string;
  name: string;
  description: string;
  question_count: number;
}

const SYLLABUS_COLUMNS = `s.id, s.board, s.qualification, s.subject, s.title,
  (SELECT count(*)::int FROM topics t WHERE t.syllabus_id = s.id) AS "topicCount",
  (SELECT count(DISTINCT qt.question_id)::int FROM question_topics qt
     JOIN topics t ON t.id = qt.topic_id JOIN questions q ON q.id = qt.question_id
   WHERE t.syllabus_id = s.id AND q.status = 'approved') AS "questionCount"`;

@Injectable()
export class SyllabusesRepository {
  constructor(private readonly db: DataSource) {}

  list(): Promise<Syllabus[]> {
    return this.db.query(
      `SELECT ${SYLLABUS_COLUMNS} FROM syllabuses s ORDER BY s.qualification, s.subject, s.board, s.title`,
    );
  }

  async find(id: string): Promise<Syllabus | null> {
    const rows: Syllabus[] = await this.db.query(
      `SELECT ${SYLLABUS_COLUMNS} FROM syllabuses s WHERE s.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** The syllabus's topics in file order, each with the approved questions on it or below it. */
  topics(syllabusId: string): Promise<TopicRow[]> {
    return this.db.query(
      `SELECT t.id, t.parent_id, t.code, t.name, t.description,
              (SELECT count(DISTINCT qt.question_id)::int FROM topic_closure tc
                 JOIN question_topics qt ON qt.topic_id = tc.descendant_id
                 JOIN questions q ON q.id = qt.question_id AND q.status = 'approved'
               WHERE tc.ancestor_id = t.id) AS question_count
       FROM topics t WHERE t.syllabus_id = $1 ORDER BY t.position`,
      [syllabusId],
    );
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface AttemptEvent {
  part_id: string;
  at: Date;
  /** FSRS rating: 1 again, 2 hard, 3 good, 4 easy. */
  rating: number;
}

export interface TopicInfo {
  id: string;
  syllabus_id: string;
  code: string;
  name: string;
  is_leaf: boolean;
  position: number;
}

/** Reads the evidence of mastery: checked answers on the exam question page, graded answers, quiz answers and reviews. */
@Injectable()
export class MasteryRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Every marked attempt on a bank part, oldest first. The exam question page's right/wrong answers
   * read as good/again; quiz answers and reviews are in review_logs with their rating; an answer the
   * grader marked reads per part (its points carry their part's label) as good with full marks, hard
   * with some, again with none.
   */
  events(userId: string): Promise<AttemptEvent[]> {
    return this.db.query(
      `SELECT part_id, created_at AS at, CASE WHEN correct THEN 3 ELSE 1 END AS rating
         FROM question_attempts WHERE user_id = $1 AND correct IS NOT NULL
       UNION ALL
       SELECT part_id, reviewed_at AS at, rating FROM review_logs WHERE user_id = $1 AND part_id IS NOT NULL
       UNION ALL
       SELECT p.id AS part_id, g.created_at AS at,
              CASE WHEN sum(CASE WHEN (pt->>'awarded')::boolean THEN (pt->>'marks')::int ELSE 0 END)
                        >= sum((pt->>'marks')::int) THEN 3
                   WHEN bool_or((pt->>'awarded')::boolean) THEN 2 ELSE 1 END AS rating
         FROM graded_answers g
         CROSS JOIN LATERAL jsonb_array_elements(g.points) pt
         JOIN question_parts p ON p.question_id = g.question_id
          AND (p.id = g.part_id
               OR (g.part_id IS NULL AND coalesce(nullif(p.label, ''), '-') = coalesce(pt->>'partLabel', '-')))
        WHERE g.user_id = $1 AND g.question_id IS NOT NULL
        GROUP BY g.id, g.created_at, p.id
       ORDER BY at`,
      [userId],
    );
  }

  /** Each part's topics and all their ancestors (topic_closure, distance 0 included). */
  partTopics(partIds: string[]): Promise<Array<{ part_id: string; topic_id: string }>> {
    return this.db.query(
      `SELECT DISTINCT p.id AS part_id, c.ancestor_id AS topic_id
       FROM question_parts p JOIN question_topics qt ON qt.question_id = p.question_id
       JOIN topic_closure c ON c.descendant_id = qt.topic_id
       WHERE p.id = ANY($1::uuid[])`,
      [partIds],
    );
  }

  topics(ids: string[]): Promise<TopicInfo[]> {
    return this.db.query(
      `SELECT t.id, t.syllabus_id, t.code, t.name, t.position,
              NOT EXISTS (SELECT 1 FROM topics c WHERE c.parent_id = t.id) AS is_leaf
       FROM topics t WHERE t.id = ANY($1::uuid[])`,
      [ids],
    );
  }
}

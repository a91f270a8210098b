import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  MarkSchemePoint,
  QuestionAnswer,
  QuestionAnswerType,
  QuestionHint,
  TopicRef,
} from '@eps/contracts';

export interface PracticePartRow {
  question_id: string;
  title: string;
  stem: string;
  difficulty: number | null;
  question_hints: QuestionHint[];
  part_id: string;
  label: string;
  prompt: string;
  marks: number;
  answer_type: QuestionAnswerType;
  answer: QuestionAnswer | null;
  worked_solution: string | null;
  hints: QuestionHint[];
  mark_scheme: MarkSchemePoint[];
  topics: TopicRef[] | null;
}

export interface PracticePartQuery {
  topicIds: string[] | null;
  questionIds: string[] | null;
  answerTypes: QuestionAnswerType[];
  /** Bank difficulty range; an unrated question counts as 3. */
  difficulty: [min: number, max: number];
  limit: number;
  /** At most this many parts of each answer type, so every type has its candidates. */
  limitPerType: number;
  /** Shuffles the choice differently per quiz, reproducibly for one seed. */
  seed: string;
}

/** Approved question parts for practice, read-only. */
@Injectable()
export class PracticePartsRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Parts that the answer checker or a short-answer marker can mark. From topics (subtopics included,
   * through topic_closure): one part per question before any second part, shuffled by the seed. From
   * chosen questions: in the order chosen, parts in order.
   */
  find(q: PracticePartQuery): Promise<PracticePartRow[]> {
    return this.db.query(
      `WITH chosen AS (
         SELECT p.id AS part_id, q.id AS question_id, p.position,
                row_number() OVER (PARTITION BY q.id ORDER BY md5(p.id::text || $6)) AS nth, p.answer_type
         FROM question_parts p JOIN questions q ON q.id = p.question_id
         WHERE q.status = 'approved' AND p.marks > 0
           AND ($1::uuid[] IS NULL OR EXISTS (
                 SELECT 1 FROM question_topics qt JOIN topic_closure c ON c.descendant_id = qt.topic_id
                 WHERE qt.question_id = q.id AND c.ancestor_id = ANY($1::uuid[])))
           AND ($2::uuid[] IS NULL OR q.id = ANY($2::uuid[]))
           AND p.answer_type = ANY($3::text[])
           AND coalesce(q.difficulty, 3) BETWEEN $4 AND $5
           AND (p.answer_type IN ('short-text', 'extended')
                OR (p.answer_type = 'numeric' AND p.answer ? 'value')
                OR (p.answer_type = 'algebraic' AND p.answer ? 'expression')
                OR (p.answer_type = 'multiple-choice' AND p.answer ? 'choices' AND p.answer ? 'correct'))),
       ranked AS (
         SELECT c.*, row_number() OVER (PARTITION BY c.answer_type ORDER BY
                  CASE WHEN $2::uuid[] IS NULL THEN c.nth END, array_position($2::uuid[], c.question_id), c.position,
                  md5(c.question_id::text || $6)) AS per_type
         FROM chosen c)
       SELECT q.id AS question_id, q.title, q.stem, q.difficulty, q.hints AS question_hints,
              p.id AS part_id, p.label, p.prompt, p.marks, p.answer_type, p.answer, p.worked_solution, p.hints,
              coalesce((SELECT json_agg(json_build_object('point', m.point, 'marks', m.marks,
                                        'alternatives', m.alternatives, 'reject', m.reject) ORDER BY m.position)
                          FROM mark_scheme_points m WHERE m.part_id = p.id), '[]'::json) AS mark_scheme,
              (SELECT json_agg(json_build_object('id', t.id, 'syllabusId', t.syllabus_id, 'code', t.code, 'name', t.name)
                               ORDER BY t.syllabus_id, t.position)
                 FROM question_topics qt JOIN topics t ON t.id = qt.topic_id WHERE qt.question_id = q.id) AS topics
       FROM ranked c JOIN question_parts p ON p.id = c.part_id JOIN questions q ON q.id = c.question_id
       WHERE c.per_type <= $8
       ORDER BY CASE WHEN $2::uuid[] IS NULL THEN c.nth END,
                array_position($2::uuid[], q.id), c.position, md5(q.id::text || $6)
       LIMIT $7`,
      [
        q.topicIds,
        q.questionIds,
        q.answerTypes,
        q.difficulty[0],
        q.difficulty[1],
        q.seed,
        q.limit,
        q.limitPerType,
      ],
    );
  }

  /** The ids among `ids` that name no topic. */
  async unknownTopics(ids: string[]): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT u.id FROM unnest($1::uuid[]) AS u(id) WHERE NOT EXISTS (SELECT 1 FROM topics t WHERE t.id = u.id)`,
      [ids],
    );
    return rows.map((r) => r.id);
  }

  /** The ids among `ids` that name no approved question. */
  async unknownQuestions(ids: string[]): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT u.id FROM unnest($1::uuid[]) AS u(id)
       WHERE NOT EXISTS (SELECT 1 FROM questions q WHERE q.id = u.id AND q.status = 'approved')`,
      [ids],
    );
    return rows.map((r) => r.id);
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  MarkSchemePoint,
  QuestionAnswer,
  QuestionAnswerType,
  QuestionHint,
  QuestionSource,
  TopicRef,
} from '@eps/contracts';

export interface QuestionRow {
  id: string;
  title: string;
  stem: string;
  command_word: string | null;
  difficulty: number | null;
  year: number | null;
  total_marks: number;
  hints: QuestionHint[];
  subjects: string[];
  source: QuestionSource;
  source_url: string | null;
  licence: string;
  attribution: string;
  version: number;
  updated_at: Date;
  topics: TopicRef[] | null;
}

export interface PartRow {
  id: string;
  label: string;
  prompt: string;
  command_word: string | null;
  marks: number;
  answer_type: QuestionAnswerType;
  answer: QuestionAnswer | null;
  worked_solution: string | null;
  hints: QuestionHint[];
  mark_scheme: MarkSchemePoint[];
}

/** Reads of single questions; only approved ones are public, so the status is part of every lookup. */
@Injectable()
export class QuestionsRepository {
  constructor(private readonly db: DataSource) {}

  async findApproved(id: string): Promise<{ question: QuestionRow; parts: PartRow[] } | null> {
    const [question]: QuestionRow[] = await this.db.query(
      `SELECT q.id, q.title, q.stem, q.command_word, q.difficulty, q.year, q.total_marks, q.hints, q.subjects,
              q.source, q.source_url, q.licence, q.attribution, q.version, q.updated_at,
              (SELECT json_agg(json_build_object('id', t.id, 'syllabusId', t.syllabus_id, 'code', t.code, 'name', t.name)
                               ORDER BY t.syllabus_id, t.position)
                 FROM question_topics qt JOIN topics t ON t.id = qt.topic_id WHERE qt.question_id = q.id) AS topics
       FROM questions q WHERE q.id = $1 AND q.status = 'approved'`,
      [id],
    );
    if (!question) return null;
    const parts: PartRow[] = await this.db.query(
      `SELECT p.id, p.label, p.prompt, p.command_word, p.marks, p.answer_type, p.answer, p.worked_solution, p.hints,
              coalesce((SELECT json_agg(json_build_object('point', m.point, 'marks', m.marks,
                                        'alternatives', m.alternatives, 'reject', m.reject) ORDER BY m.position)
                          FROM mark_scheme_points m WHERE m.part_id = p.id), '[]'::json) AS mark_scheme
       FROM question_parts p WHERE p.question_id = $1 ORDER BY p.position`,
      [id],
    );
    return { question, parts };
  }
}

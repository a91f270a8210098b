import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  MarkSchemePoint,
  QuestionAnswer,
  QuestionAnswerType,
  QuizDifficulty,
  QuizItemType,
  QuizSource,
  QuizVerdict,
  TopicRef,
} from '@eps/contracts';
import type { Transaction } from '../../database/transactions';
import type { QuizItemDraft } from './quiz-item-draft';

export interface QuizRow {
  id: string;
  title: string;
  source: QuizSource;
  difficulty: QuizDifficulty;
  notice: string | null;
  created_at: Date;
}

export interface ItemRow {
  id: string;
  position: number;
  type: QuizItemType;
  prompt: string;
  choices: string[] | null;
  units: string | null;
  marks: number;
  check_type: QuestionAnswerType;
  answer: QuestionAnswer | null;
  mark_scheme: MarkSchemePoint[];
  expected_answer: string | null;
  worked_solution: string | null;
  hints: string[];
  source_title: string;
  question_id: string | null;
  part_id: string | null;
  topics: TopicRef[] | null;
  result: AnswerRow | null;
}

export interface AnswerRow {
  answer: string;
  verdict: Exclude<QuizVerdict, 'unreadable'>;
  score: number;
  max_score: number;
  feedback: string;
  marked_by: string;
  card_id: string | null;
}

export interface NewAnswer extends AnswerRow {
  itemId: string;
  userId: string;
}

const ITEM_SELECT = `
  SELECT i.id, i.position, i.type, i.prompt, i.choices, i.units, i.marks, i.check_type, i.answer, i.mark_scheme,
         i.expected_answer, i.worked_solution, i.hints, i.source_title, i.question_id, i.part_id,
         (SELECT json_agg(json_build_object('id', t.id, 'syllabusId', t.syllabus_id, 'code', t.code, 'name', t.name)
                          ORDER BY t.syllabus_id, t.position)
            FROM question_topics qt JOIN topics t ON t.id = qt.topic_id WHERE qt.question_id = i.question_id) AS topics,
         (SELECT json_build_object('answer', a.answer, 'verdict', a.verdict, 'score', a.score,
                                   'max_score', a.max_score, 'feedback', a.feedback, 'marked_by', a.marked_by,
                                   'card_id', a.card_id)
            FROM quiz_answers a WHERE a.item_id = i.id) AS result
  FROM quiz_items i JOIN quizzes z ON z.id = i.quiz_id`;

/** Quizzes, their items and answers; every read is scoped to the quiz's owner. */
@Injectable()
export class QuizzesRepository {
  constructor(private readonly db: DataSource) {}

  create(
    ownerId: string,
    quiz: { title: string; source: QuizSource; difficulty: QuizDifficulty; notice: string | null },
    items: QuizItemDraft[],
  ): Promise<string> {
    return this.db.transaction(async (m) => {
      const [{ id }]: { id: string }[] = await m.query(
        `INSERT INTO quizzes (owner_id, title, source, difficulty, notice) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [ownerId, quiz.title, quiz.source, quiz.difficulty, quiz.notice],
      );
      await m.query(
        `INSERT INTO quiz_items (quiz_id, position, type, prompt, choices, units, marks, check_type, answer,
           mark_scheme, expected_answer, worked_solution, hints, source_title, question_id, part_id)
         SELECT $1, r.position, r.type, r.prompt, r.choices, r.units, r.marks, r.check_type, r.answer, r.mark_scheme,
                r.expected_answer, r.worked_solution, r.hints, r.source_title, r.question_id, r.part_id
         FROM jsonb_to_recordset($2::jsonb) AS r(position int, type text, prompt text, choices jsonb, units text,
           marks int, check_type text, answer jsonb, mark_scheme jsonb, expected_answer text, worked_solution text,
           hints jsonb, source_title text, question_id uuid, part_id uuid)`,
        [id, JSON.stringify(items.map(toRecord))],
      );
      return id;
    });
  }

  async find(ownerId: string, id: string): Promise<{ quiz: QuizRow; items: ItemRow[] } | null> {
    const [quiz]: QuizRow[] = await this.db.query(
      `SELECT id, title, source, difficulty, notice, created_at FROM quizzes WHERE id = $1 AND owner_id = $2`,
      [id, ownerId],
    );
    if (!quiz) return null;
    const items: ItemRow[] = await this.db.query(`${ITEM_SELECT} WHERE z.id = $1 ORDER BY i.position`, [id]);
    return { quiz, items };
  }

  async findItem(ownerId: string, quizId: string, itemId: string): Promise<ItemRow | null> {
    const [item]: ItemRow[] = await this.db.query(
      `${ITEM_SELECT} WHERE z.id = $1 AND z.owner_id = $2 AND i.id = $3`,
      [quizId, ownerId, itemId],
    );
    return item ?? null;
  }

  async quizExists(ownerId: string, quizId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM quizzes WHERE id = $1 AND owner_id = $2`, [
      quizId,
      ownerId,
    ]);
    return rows.length > 0;
  }

  /** False when the item already has an answer (another request got there first). */
  async saveAnswer(tx: Transaction, a: NewAnswer): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `INSERT INTO quiz_answers (item_id, user_id, answer, verdict, score, max_score, feedback, marked_by, card_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (item_id) DO NOTHING RETURNING id`,
      [a.itemId, a.userId, a.answer, a.verdict, a.score, a.max_score, a.feedback, a.marked_by, a.card_id],
    );
    return rows.length > 0;
  }
}

function toRecord(item: QuizItemDraft, position: number) {
  return {
    position,
    type: item.type,
    prompt: item.prompt,
    choices: item.choices,
    units: item.units,
    marks: item.marks,
    check_type: item.checkType,
    answer: item.answer,
    mark_scheme: item.markScheme,
    expected_answer: item.expectedAnswer,
    worked_solution: item.workedSolution,
    hints: item.hints,
    source_title: item.sourceTitle,
    question_id: item.questionId,
    part_id: item.partId,
  };
}

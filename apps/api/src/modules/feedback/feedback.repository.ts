import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  AiEngineKind,
  AnswerFlag,
  FeedbackBatchSummary,
  FeedbackStudent,
  GradedPoint,
} from '@eps/contracts';
import type { MarkingPoint } from '../grading/engines/grading-engine';

export interface BatchRecord {
  id: string;
  title: string;
  question: string;
  questionId: string | null;
  partId: string | null;
  rubric: MarkingPoint[];
  engine: AiEngineKind;
  createdAt: string;
}

export type NewBatch = Omit<BatchRecord, 'id' | 'createdAt'>;
export type NewStudent = Omit<FeedbackStudent, 'id' | 'edited'>;

interface StudentRow {
  id: string;
  position: number;
  name: string;
  answer: string;
  marks: GradedPoint[];
  score: number;
  max_score: number;
  comment: string;
  borderline: boolean;
  flags: AnswerFlag[];
  edited: boolean;
}

const toStudent = (r: StudentRow): FeedbackStudent => ({
  id: r.id,
  position: r.position,
  name: r.name,
  answer: r.answer,
  points: r.marks,
  score: r.score,
  maxScore: r.max_score,
  comment: r.comment,
  borderline: r.borderline,
  flags: r.flags,
  edited: r.edited,
});

const STUDENT_COLUMNS =
  'id, position, name, answer, marks, score, max_score, comment, borderline, flags, edited';

/** Feedback batches and their students, always scoped to the batch's owner: another user's id finds nothing. */
@Injectable()
export class FeedbackRepository {
  constructor(private readonly db: DataSource) {}

  /** The batch and all its students in one transaction: a batch is never half saved. */
  async create(ownerId: string, batch: NewBatch, students: NewStudent[]): Promise<string> {
    return this.db.transaction(async (m) => {
      const [row]: { id: string }[] = await m.query(
        `INSERT INTO feedback_batches (owner_id, title, question, question_id, part_id, rubric, engine)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          ownerId,
          batch.title,
          batch.question,
          batch.questionId,
          batch.partId,
          JSON.stringify(batch.rubric),
          batch.engine,
        ],
      );
      await m.query(
        `INSERT INTO feedback_students (batch_id, position, name, answer, marks, score, max_score, comment,
                                        borderline, flags)
         SELECT $1, s.position, s.name, s.answer, s.marks, s.score, s.max_score, s.comment, s.borderline, s.flags
         FROM jsonb_to_recordset($2::jsonb) AS s(position int, name text, answer text, marks jsonb, score int,
                                                 max_score int, comment text, borderline boolean, flags text[])`,
        [
          row.id,
          JSON.stringify(
            students.map((s) => ({
              position: s.position,
              name: s.name,
              answer: s.answer,
              marks: s.points,
              score: s.score,
              max_score: s.maxScore,
              comment: s.comment,
              borderline: s.borderline,
              flags: s.flags,
            })),
          ),
        ],
      );
      return row.id;
    });
  }

  async batch(ownerId: string, id: string): Promise<BatchRecord | null> {
    const rows: {
      id: string;
      title: string;
      question: string;
      question_id: string | null;
      part_id: string | null;
      rubric: MarkingPoint[];
      engine: AiEngineKind;
      created_at: Date;
    }[] = await this.db.query(
      `SELECT id, title, question, question_id, part_id, rubric, engine, created_at
       FROM feedback_batches WHERE id = $1 AND owner_id = $2`,
      [id, ownerId],
    );
    const r = rows[0];
    return r
      ? {
          id: r.id,
          title: r.title,
          question: r.question,
          questionId: r.question_id,
          partId: r.part_id,
          rubric: r.rubric,
          engine: r.engine,
          createdAt: r.created_at.toISOString(),
        }
      : null;
  }

  async students(batchId: string): Promise<FeedbackStudent[]> {
    const rows: StudentRow[] = await this.db.query(
      `SELECT ${STUDENT_COLUMNS} FROM feedback_students WHERE batch_id = $1 ORDER BY position`,
      [batchId],
    );
    return rows.map(toStudent);
  }

  async student(batchId: string, studentId: string): Promise<FeedbackStudent | null> {
    const rows: StudentRow[] = await this.db.query(
      `SELECT ${STUDENT_COLUMNS} FROM feedback_students WHERE batch_id = $1 AND id = $2`,
      [batchId, studentId],
    );
    return rows[0] ? toStudent(rows[0]) : null;
  }

  async saveEdit(
    batchId: string,
    student: Pick<FeedbackStudent, 'id' | 'points' | 'score' | 'comment'>,
  ): Promise<FeedbackStudent> {
    // An UPDATE … RETURNING answers [rows, affected count] through TypeORM's query().
    const [rows]: [StudentRow[], number] = await this.db.query(
      `UPDATE feedback_students SET marks = $3, score = $4, comment = $5, edited = true
       WHERE batch_id = $1 AND id = $2 RETURNING ${STUDENT_COLUMNS}`,
      [batchId, student.id, JSON.stringify(student.points), student.score, student.comment],
    );
    return toStudent(rows[0]);
  }

  async list(ownerId: string): Promise<FeedbackBatchSummary[]> {
    const rows: {
      id: string;
      title: string;
      students: number;
      mean_score: number | null;
      max_score: number | null;
      created_at: Date;
    }[] = await this.db.query(
      `SELECT b.id, b.title, count(s.id)::int AS students, avg(s.score)::float AS mean_score,
              max(s.max_score) AS max_score, b.created_at
       FROM feedback_batches b LEFT JOIN feedback_students s ON s.batch_id = b.id
       WHERE b.owner_id = $1 GROUP BY b.id ORDER BY b.created_at DESC, b.id LIMIT 100`,
      [ownerId],
    );
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      students: r.students,
      meanScore: Math.round((r.mean_score ?? 0) * 10) / 10,
      maxScore: r.max_score ?? 0,
      createdAt: r.created_at.toISOString(),
    }));
  }
}

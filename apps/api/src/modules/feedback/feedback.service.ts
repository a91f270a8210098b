import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type {
  FeedbackBatch,
  FeedbackBatchListResponse,
  FeedbackBatchRequest,
  FeedbackStudent,
  FeedbackStudentEdit,
  FeedbackStudentInput,
} from '@eps/contracts';
import { CompileService } from '../compile/compile.service';
import { GRADING_ENGINE, type GradingEngine } from '../grading/engines/grading-engine';
import {
  GradingService,
  isBorderline,
  ownSchemeTarget,
  type MarkingTarget,
} from '../grading/grading.service';
import { JobProgress } from '../progress/job-progress';
import { readClassCsv } from './class-answers-csv';
import { FEEDBACK_COMMENT_WRITER, type FeedbackCommentWriter } from './engines/comment-writer';
import { batchCsv, fileStem } from './feedback-export';
import { feedbackLatex } from './feedback-pdf.template';
import { summariseClass } from './feedback-summary';
import { FeedbackErrors } from './feedback.errors';
import { FeedbackRepository, type BatchRecord, type NewStudent } from './feedback.repository';

/** Students marked at once: a model engine's calls overlap a little; the offline engine is synchronous. */
const MARKING_CONCURRENCY = 4;

export interface FeedbackFile {
  body: Buffer | string;
  filename: string;
}

/**
 * The student feedback generator: marks a class's answers through the grading engine, one student at
 * a time in a fresh request, writes each a comment, keeps the batch for its owner and exports it.
 */
@Injectable()
export class FeedbackService {
  constructor(
    @Inject(GRADING_ENGINE) private readonly engine: GradingEngine,
    @Inject(FEEDBACK_COMMENT_WRITER) private readonly writer: FeedbackCommentWriter,
    private readonly grading: GradingService,
    private readonly repo: FeedbackRepository,
    private readonly compiler: CompileService,
  ) {}

  async create(ownerId: string, body: FeedbackBatchRequest, progress: JobProgress): Promise<FeedbackBatch> {
    // The class list is checked before any marking: a bad row costs the teacher nothing but a fix.
    const students = body.students ?? readClassCsv(body.csv ?? '');
    const target = body.questionId
      ? await this.grading.bankTarget(body.questionId, body.partId)
      : ownRubric(body);
    let done = 0;
    const marked = await mapPool(students, MARKING_CONCURRENCY, async (student, i) => {
      const result = await this.markStudent(target, student, i + 1);
      done++;
      progress.step(
        'marking',
        `Marked ${done} of ${students.length}: ${student.name}`,
        Math.round((done / students.length) * 95),
      );
      return result;
    });
    progress.step('saving', 'Saving the batch', 97);
    const id = await this.repo.create(
      ownerId,
      {
        title: body.title?.trim() || titleOf(target),
        question: target.question,
        questionId: target.questionId,
        partId: target.partId,
        rubric: target.points,
        engine: this.engine.kind,
      },
      marked,
    );
    return this.get(ownerId, id);
  }

  async list(ownerId: string): Promise<FeedbackBatchListResponse> {
    return { items: await this.repo.list(ownerId) };
  }

  async get(ownerId: string, id: string): Promise<FeedbackBatch> {
    const batch = await this.owned(ownerId, id);
    const students = await this.repo.students(id);
    const scheme = batch.rubric.map((p) => ({ point: p.point, marks: p.marks, partLabel: p.partLabel }));
    return {
      id: batch.id,
      title: batch.title,
      question: batch.question,
      questionId: batch.questionId,
      partId: batch.partId,
      scheme,
      engine: batch.engine,
      createdAt: batch.createdAt,
      students,
      summary: summariseClass(scheme, students),
    };
  }

  /** The teacher's word is final: changed points are theirs (confidence 1), the score follows them. */
  async edit(
    ownerId: string,
    batchId: string,
    studentId: string,
    edit: FeedbackStudentEdit,
  ): Promise<FeedbackStudent> {
    await this.owned(ownerId, batchId);
    const student = await this.repo.student(batchId, studentId);
    if (!student) throw FeedbackErrors.studentNotFound();
    if (edit.awarded && edit.awarded.length !== student.points.length)
      throw FeedbackErrors.wrongPointCount(student.points.length);
    const points = student.points.map((p, i) => {
      const awarded = edit.awarded?.[i] ?? p.awarded;
      if (awarded === p.awarded) return p;
      return { ...p, awarded, verdict: awarded ? ('awarded' as const) : ('missing' as const), confidence: 1 };
    });
    return this.repo.saveEdit(batchId, {
      id: studentId,
      points,
      score: points.filter((p) => p.awarded).reduce((s, p) => s + p.marks, 0),
      comment: edit.comment?.trim() ?? student.comment,
    });
  }

  async csv(ownerId: string, id: string): Promise<FeedbackFile> {
    const batch = await this.get(ownerId, id);
    return { body: batchCsv(batch), filename: `${fileStem(batch.title)}-feedback.csv` };
  }

  /** One student's page, or the whole class's (a page each) when no student is named. */
  async pdf(ownerId: string, id: string, studentId?: string): Promise<FeedbackFile> {
    const batch = await this.get(ownerId, id);
    const students = studentId ? batch.students.filter((s) => s.id === studentId) : batch.students;
    if (students.length === 0) throw FeedbackErrors.studentNotFound();
    const latexCode = feedbackLatex(batch, students);
    const pdf = await this.compiler.compile(
      ownerId,
      { latexCode, assets: [] },
      new JobProgress(randomUUID(), () => undefined),
    );
    const who = studentId ? `-${fileStem(students[0].name)}` : '';
    return { body: pdf, filename: `${fileStem(batch.title)}${who}-feedback.pdf` };
  }

  private async owned(ownerId: string, id: string): Promise<BatchRecord> {
    const batch = await this.repo.batch(ownerId, id);
    if (!batch) throw FeedbackErrors.batchNotFound();
    return batch;
  }

  private async markStudent(
    target: MarkingTarget,
    student: FeedbackStudentInput,
    position: number,
  ): Promise<NewStudent> {
    const marking = await this.engine.mark({
      question: target.question,
      points: target.points,
      answer: student.answer,
    });
    const score = marking.points.filter((p) => p.awarded).reduce((s, p) => s + p.marks, 0);
    const maxScore = target.points.reduce((s, p) => s + p.marks, 0);
    const comment = await this.writer.write({
      studentName: student.name,
      question: target.question,
      answer: student.answer,
      points: marking.points,
      flags: marking.flags,
      score,
      maxScore,
    });
    return {
      position,
      name: student.name.trim(),
      answer: student.answer,
      points: marking.points,
      score,
      maxScore,
      comment,
      borderline: isBorderline(marking.points, score, maxScore, marking.flags.includes('padded')),
      flags: marking.flags,
    };
  }
}

function ownRubric(body: FeedbackBatchRequest): MarkingTarget {
  return ownSchemeTarget(
    body.question ?? '',
    (body.rubric ?? []).map((p) => ({ ...p, partLabel: null })),
  );
}

function titleOf(target: MarkingTarget): string {
  const source = target.question.trim() || target.points[0].point;
  const firstLine = source.split('\n')[0].trim();
  return firstLine.length > 80 ? `${firstLine.slice(0, 79)}…` : firstLine;
}

/** `fn` over `items` with at most `limit` running at once, results in the items' order. */
async function mapPool<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

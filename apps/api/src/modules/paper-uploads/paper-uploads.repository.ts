import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PaperUploadStatus, PastPaperQuery, ReviewDecision } from '@eps/contracts';
import type { Transaction } from '../../database/transactions';

/** A version's metadata and file facts as submitted: the live row's content and the diff's input. */
export interface PaperSnapshot {
  syllabusId: string;
  year: number;
  session: string;
  paperNumber: number;
  title: string | null;
  timeAllowedMinutes: number | null;
  totalMarks: number | null;
  notes: string | null;
  questionPaper: StoredPdf;
  markScheme: StoredPdf;
}

export interface StoredPdf {
  key: string;
  pages: number;
  bytes: number;
  sha256: string;
}

export interface UploadRow {
  id: string;
  uploader_id: string | null;
  uploader_name: string | null;
  syllabus_id: string;
  board: string;
  qualification: string;
  subject: string;
  year: number;
  session: string;
  paper_number: number;
  title: string | null;
  time_allowed_minutes: number | null;
  total_marks: number | null;
  notes: string | null;
  qp_key: string;
  qp_pages: number;
  qp_bytes: number;
  ms_key: string;
  ms_pages: number;
  ms_bytes: number;
  status: PaperUploadStatus;
  suggestion: boolean;
  version: number;
  review_decision: ReviewDecision | null;
  review_reason: string | null;
  reviewer_name: string | null;
  reviewed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const UPLOAD_COLUMNS = `p.*, s.board, s.qualification, s.subject,
  nullif(coalesce(nullif(up.full_name, ''), up.username), '') AS uploader_name,
  nullif(coalesce(nullif(rv.full_name, ''), rv.username), '') AS reviewer_name`;
const UPLOAD_FROM = `paper_uploads p JOIN syllabuses s ON s.id = p.syllabus_id
  LEFT JOIN users up ON up.id = p.uploader_id LEFT JOIN users rv ON rv.id = p.reviewer_id`;

/** The columns a snapshot sets on the live row, in the order of contentValues. */
const CONTENT_COLUMNS = [
  'syllabus_id',
  'year',
  'session',
  'paper_number',
  'title',
  'time_allowed_minutes',
  'total_marks',
  'notes',
  'qp_key',
  'qp_pages',
  'qp_bytes',
  'ms_key',
  'ms_pages',
  'ms_bytes',
];
const contentValues = (s: PaperSnapshot) => [
  s.syllabusId,
  s.year,
  s.session,
  s.paperNumber,
  s.title,
  s.timeAllowedMinutes,
  s.totalMarks,
  s.notes,
  s.questionPaper.key,
  s.questionPaper.pages,
  s.questionPaper.bytes,
  s.markScheme.key,
  s.markScheme.pages,
  s.markScheme.bytes,
];

/** paper_uploads with their versions and audit entries; the approved ones are past papers. */
@Injectable()
export class PaperUploadsRepository {
  constructor(private readonly db: DataSource) {}

  async syllabusExists(id: string): Promise<boolean> {
    return (await this.db.query(`SELECT 1 FROM syllabuses WHERE id = $1`, [id])).length > 0;
  }

  async find(id: string): Promise<UploadRow | null> {
    const [row] = await this.db.query(`SELECT ${UPLOAD_COLUMNS} FROM ${UPLOAD_FROM} WHERE p.id = $1`, [id]);
    return row ?? null;
  }

  listByUploader(userId: string): Promise<UploadRow[]> {
    return this.db.query(
      `SELECT ${UPLOAD_COLUMNS} FROM ${UPLOAD_FROM} WHERE p.uploader_id = $1 ORDER BY p.updated_at DESC`,
      [userId],
    );
  }

  listPending(): Promise<UploadRow[]> {
    return this.db.query(
      `SELECT ${UPLOAD_COLUMNS} FROM ${UPLOAD_FROM} WHERE p.status = 'pending' ORDER BY p.updated_at`,
    );
  }

  /** Approved uploads matching a past-papers query (the same case-insensitive filters as the catalogue). */
  listApproved(query: PastPaperQuery): Promise<UploadRow[]> {
    return this.db.query(
      `SELECT ${UPLOAD_COLUMNS} FROM ${UPLOAD_FROM}
       WHERE p.status = 'approved'
         AND ($1::text IS NULL OR lower(s.board) = lower($1))
         AND ($2::text IS NULL OR lower(s.qualification) = lower($2))
         AND ($3::text IS NULL OR lower(s.subject) = lower($3))
         AND ($4::int IS NULL OR p.year = $4)`,
      [query.board || null, query.qualification || null, query.subject || null, query.year ?? null],
    );
  }

  async insert(
    tx: Transaction,
    upload: { id: string; uploaderId: string; suggestion: boolean; snapshot: PaperSnapshot },
  ): Promise<void> {
    const values = contentValues(upload.snapshot);
    await tx.query(
      `INSERT INTO paper_uploads (id, uploader_id, suggestion, status, version, ${CONTENT_COLUMNS.join(', ')})
       VALUES ($1, $2, $3, 'pending', 1, ${values.map((_, i) => `$${i + 4}`).join(', ')})`,
      [upload.id, upload.uploaderId, upload.suggestion, ...values],
    );
  }

  /**
   * A resubmission: the next version's content goes up for review (the last decision is kept for
   * history). False when the row is no longer at `fromVersion` or no longer open to resubmission.
   */
  async replaceContent(
    tx: Transaction,
    id: string,
    fromVersion: number,
    snapshot: PaperSnapshot,
  ): Promise<boolean> {
    const values = contentValues(snapshot);
    const [, affected] = await tx.query(
      `UPDATE paper_uploads SET status = 'pending', version = version + 1, updated_at = now(),
         ${CONTENT_COLUMNS.map((c, i) => `${c} = $${i + 3}`).join(', ')}
       WHERE id = $1 AND version = $2 AND status IN ('pending', 'changes_requested')`,
      [id, fromVersion, ...values],
    );
    return affected > 0;
  }

  async insertVersion(
    tx: Transaction,
    v: { uploadId: string; version: number; snapshot: PaperSnapshot; authorId: string },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO paper_upload_versions (upload_id, version, snapshot, author_id) VALUES ($1, $2, $3, $4)`,
      [v.uploadId, v.version, JSON.stringify(v.snapshot), v.authorId],
    );
  }

  async snapshot(id: string, version: number): Promise<PaperSnapshot | null> {
    const [row] = await this.db.query(
      `SELECT snapshot FROM paper_upload_versions WHERE upload_id = $1 AND version = $2`,
      [id, version],
    );
    return row?.snapshot ?? null;
  }

  /** Records the decision on a pending upload; false when it was decided (or resubmitted) meanwhile. */
  async setReview(
    tx: Transaction,
    id: string,
    review: {
      status: PaperUploadStatus;
      decision: ReviewDecision;
      reason: string | null;
      reviewerId: string;
    },
  ): Promise<boolean> {
    const [, affected] = await tx.query(
      `UPDATE paper_uploads SET status = $2, review_decision = $3, review_reason = $4, reviewer_id = $5,
         reviewed_at = now(), updated_at = now()
       WHERE id = $1 AND status = 'pending'`,
      [id, review.status, review.decision, review.reason, review.reviewerId],
    );
    return affected > 0;
  }

  async audit(
    tx: Transaction,
    entry: { uploadId: string; action: string; actorId: string; details: Record<string, unknown> },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO audit_log (entity_type, entity_id, action, actor_id, details)
       VALUES ('paper-upload', $1, $2, $3, $4)`,
      [entry.uploadId, entry.action, entry.actorId, JSON.stringify(entry.details)],
    );
  }
}

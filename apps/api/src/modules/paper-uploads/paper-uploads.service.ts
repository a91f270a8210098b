import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  PAPER_FILE_FIELDS,
  type PaperFileField,
  type PaperReviewItem,
  type PaperUpload,
  type PaperUploadFields,
  type PaperUploadStatus,
  type PastPaper,
  type PastPaperQuery,
  type ReviewDecision,
  type ReviewRequest,
} from '@eps/contracts';
import { TransactionRunner, type Transaction } from '../../database/transactions';
import type { UserEntity } from '../../database/entities';
import { FILE_STORAGE, type FileStorage } from '../file-storage/file-storage';
import { checkPdf } from './pdf-check';
import { diffPaperUploads } from './paper-upload-diff';
import { PaperUploadErrors } from './paper-uploads.errors';
import {
  PaperUploadsRepository,
  type PaperSnapshot,
  type StoredPdf,
  type UploadRow,
} from './paper-uploads.repository';
import { toPaperUpload, toPastPaper } from './paper-upload-view';

export type PaperFiles = Partial<Record<PaperFileField, Buffer>>;

const STATUS_OF: Record<ReviewDecision, PaperUploadStatus> = {
  approve: 'approved',
  reject: 'rejected',
  changes: 'changes_requested',
};
const FILE_NAME: Record<PaperFileField, string> = {
  questionPaper: 'question-paper.pdf',
  markScheme: 'mark-scheme.pdf',
};
/** Students may only suggest, as with questions (QuestionAuthoringService): the queue marks theirs. */
const isSuggester = (user: UserEntity) => user.role === 'student';

/**
 * Whole papers sent for review. Each submission is a version (its PDFs under papers/<id>/v<n>-…/ in file
 * storage, its metadata in paper_upload_versions) and an audit entry; an admin approves, rejects or
 * sends it back with a reason the uploader reads, and only approved papers are listed as past papers.
 */
@Injectable()
export class PaperUploadsService {
  constructor(
    private readonly repo: PaperUploadsRepository,
    private readonly transactions: TransactionRunner,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async create(user: UserEntity, fields: PaperUploadFields, files: PaperFiles): Promise<PaperUpload> {
    await this.checkSyllabus(fields.syllabusId);
    const pdfs = await this.checkFiles(files, null);
    const id = randomUUID();
    await this.saveVersion(id, 1, fields, pdfs, null, async (tx, snapshot) => {
      await this.repo.insert(tx, { id, uploaderId: user.id, suggestion: isSuggester(user), snapshot });
      await this.recordVersion(tx, id, 1, snapshot, user, 'submit');
    });
    return toPaperUpload((await this.repo.find(id))!);
  }

  /** A new version from the uploader while it waits or after changes were asked for; files left out stay. */
  async resubmit(user: UserEntity, id: string, fields: PaperUploadFields, files: PaperFiles) {
    const row = await this.visible(user, id);
    if (row.status !== 'pending' && row.status !== 'changes_requested')
      throw PaperUploadErrors.notEditable(row.status);
    await this.checkSyllabus(fields.syllabusId);
    const previous = (await this.repo.snapshot(id, row.version))!;
    const pdfs = await this.checkFiles(files, previous);
    const version = row.version + 1;
    await this.saveVersion(id, version, fields, pdfs, previous, async (tx, snapshot) => {
      // Another resubmission or a decision since this one read the row: refuse rather than overwrite.
      if (!(await this.repo.replaceContent(tx, id, row.version, snapshot)))
        throw PaperUploadErrors.changedMeanwhile();
      await this.recordVersion(tx, id, version, snapshot, user, 'resubmit');
    });
    return toPaperUpload((await this.repo.find(id))!);
  }

  async mine(user: UserEntity): Promise<PaperUpload[]> {
    return (await this.repo.listByUploader(user.id)).map(toPaperUpload);
  }

  async get(user: UserEntity, id: string): Promise<PaperUpload> {
    return toPaperUpload(await this.visible(user, id));
  }

  /** One of the upload's PDFs for its uploader or an admin, whatever its status. */
  async pdf(user: UserEntity, id: string, field: PaperFileField): Promise<{ pdf: Buffer; filename: string }> {
    const row = await this.visible(user, id);
    return { pdf: await this.storage.get(keyOf(row, field)), filename: `${id}-${FILE_NAME[field]}` };
  }

  async pending(): Promise<PaperUpload[]> {
    return (await this.repo.listPending()).map(toPaperUpload);
  }

  async reviewItem(id: string): Promise<PaperReviewItem> {
    const row = await this.repo.find(id);
    if (!row) throw PaperUploadErrors.notFound();
    const current = (await this.repo.snapshot(id, row.version))!;
    const previousVersion = row.version > 1 ? row.version - 1 : null;
    const previous = previousVersion ? await this.repo.snapshot(id, previousVersion) : null;
    return { upload: toPaperUpload(row), previousVersion, changes: diffPaperUploads(previous, current) };
  }

  async decide(reviewer: UserEntity, id: string, request: ReviewRequest): Promise<PaperUpload> {
    const row = await this.repo.find(id);
    if (!row) throw PaperUploadErrors.notFound();
    if (row.status !== 'pending') throw PaperUploadErrors.notPending();
    const reason = request.reason ?? null;
    await this.transactions.run(async (tx) => {
      const decided = await this.repo.setReview(tx, id, {
        status: STATUS_OF[request.decision],
        decision: request.decision,
        reason,
        reviewerId: reviewer.id,
      });
      if (!decided) throw PaperUploadErrors.notPending();
      await this.repo.audit(tx, {
        uploadId: id,
        action: `review-${request.decision}`,
        actorId: reviewer.id,
        details: { reason, version: row.version },
      });
    });
    return toPaperUpload((await this.repo.find(id))!);
  }

  /** An approved paper's PDF, for GET /api/past-papers/:id/… (public, like the practice papers). */
  async approvedPdf(id: string, field: PaperFileField): Promise<{ pdf: Buffer; filename: string } | null> {
    const row = await this.repo.find(id);
    if (!row || row.status !== 'approved') return null;
    return { pdf: await this.storage.get(keyOf(row, field)), filename: `${id}-${FILE_NAME[field]}` };
  }

  /** Approved uploads as past papers. */
  async approvedPapers(query: PastPaperQuery): Promise<PastPaper[]> {
    return (await this.repo.listApproved(query)).map(toPastPaper);
  }

  /** The uploader's or an admin's; to anyone else the upload does not exist (404, not 403). */
  private async visible(user: UserEntity, id: string): Promise<UploadRow> {
    const row = await this.repo.find(id);
    if (!row || (user.role !== 'admin' && row.uploader_id !== user.id)) throw PaperUploadErrors.notFound();
    return row;
  }

  private async checkSyllabus(syllabusId: string): Promise<void> {
    if (!(await this.repo.syllabusExists(syllabusId))) throw PaperUploadErrors.unknownSyllabus(syllabusId);
  }

  /** Both files are needed on a first upload; a resubmission may leave either out to keep the last one. */
  private async checkFiles(files: PaperFiles, previous: PaperSnapshot | null) {
    const checked: Partial<Record<PaperFileField, { bytes: Buffer; pages: number }>> = {};
    for (const field of PAPER_FILE_FIELDS) {
      const bytes = files[field];
      if (!bytes) {
        if (!previous) throw PaperUploadErrors.missingFile(field);
        continue;
      }
      const check = await checkPdf(bytes);
      if (!check.ok) throw PaperUploadErrors.notPdf(field, check.why);
      checked[field] = { bytes, pages: check.pages };
    }
    return checked;
  }

  /**
   * Stores the version's new files and runs its database writes; an unchanged file keeps its earlier
   * key. Each attempt writes under its own folder, so two racing requests never share a file, and a
   * failed attempt removes the files it wrote.
   */
  private async saveVersion(
    id: string,
    version: number,
    fields: PaperUploadFields,
    pdfs: Awaited<ReturnType<PaperUploadsService['checkFiles']>>,
    previous: PaperSnapshot | null,
    write: (tx: Transaction, snapshot: PaperSnapshot) => Promise<void>,
  ): Promise<void> {
    const folder = `papers/${id}/v${version}-${randomBytes(4).toString('hex')}`;
    const added: string[] = [];
    try {
      const stored = {} as Record<PaperFileField, StoredPdf>;
      for (const field of PAPER_FILE_FIELDS) {
        const pdf = pdfs[field];
        if (!pdf) {
          stored[field] = previous![field];
          continue;
        }
        const key = `${folder}/${FILE_NAME[field]}`;
        await this.storage.put(key, pdf.bytes);
        added.push(key);
        const sha256 = createHash('sha256').update(pdf.bytes).digest('hex');
        stored[field] = { key, pages: pdf.pages, bytes: pdf.bytes.length, sha256 };
      }
      const snapshot = { ...fields, questionPaper: stored.questionPaper, markScheme: stored.markScheme };
      await this.transactions.run((tx) => write(tx, snapshot));
    } catch (err) {
      await Promise.all(added.map((key) => this.storage.delete(key)));
      throw err;
    }
  }

  private async recordVersion(
    tx: Transaction,
    id: string,
    version: number,
    snapshot: PaperSnapshot,
    user: UserEntity,
    action: 'submit' | 'resubmit',
  ): Promise<void> {
    await this.repo.insertVersion(tx, { uploadId: id, version, snapshot, authorId: user.id });
    await this.repo.audit(tx, {
      uploadId: id,
      action,
      actorId: user.id,
      details: { version, suggestion: isSuggester(user) },
    });
  }
}

const keyOf = (row: UploadRow, field: PaperFileField) =>
  field === 'questionPaper' ? row.qp_key : row.ms_key;

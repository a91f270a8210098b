import type { PaperFileInfo, PaperUpload, PastPaper } from '@eps/contracts';
import type { UploadRow } from './paper-uploads.repository';

/** The uploader's title, else one made of what the paper is: "A-level Physics Paper 1". */
export const paperTitle = (row: UploadRow) =>
  row.title ?? `${row.qualification} ${row.subject} Paper ${row.paper_number}`;

const file = (pages: number, bytes: number, url: string): PaperFileInfo => ({ pages, bytes, url });

export function toPaperUpload(row: UploadRow): PaperUpload {
  const base = `/api/paper-uploads/${row.id}`;
  return {
    id: row.id,
    syllabusId: row.syllabus_id,
    board: row.board,
    qualification: row.qualification,
    subject: row.subject,
    year: row.year,
    session: row.session,
    paperNumber: row.paper_number,
    title: paperTitle(row),
    timeAllowedMinutes: row.time_allowed_minutes,
    totalMarks: row.total_marks,
    notes: row.notes,
    questionPaper: file(row.qp_pages, row.qp_bytes, `${base}/question-paper.pdf`),
    markScheme: file(row.ms_pages, row.ms_bytes, `${base}/mark-scheme.pdf`),
    status: row.status,
    suggestion: row.suggestion,
    version: row.version,
    uploaderName: row.uploader_name,
    review:
      row.review_decision && row.reviewed_at
        ? {
            decision: row.review_decision,
            reason: row.review_reason,
            at: row.reviewed_at.toISOString(),
            reviewerName: row.reviewer_name,
          }
        : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** An approved upload as GET /api/past-papers lists it; its PDFs are served from storage, not typeset. */
export function toPastPaper(row: UploadRow): PastPaper {
  return {
    id: row.id,
    source: 'uploaded',
    board: row.board as PastPaper['board'],
    qualification: row.qualification as PastPaper['qualification'],
    subject: row.subject,
    year: row.year,
    session: `${row.session} ${row.year}`,
    paperNumber: row.paper_number,
    title: paperTitle(row),
    timeAllowedMinutes: row.time_allowed_minutes,
    totalMarks: row.total_marks,
    questions: [],
    questionPaperUrl: `/api/past-papers/${row.id}/question-paper.pdf`,
    markSchemeUrl: `/api/past-papers/${row.id}/mark-scheme.pdf`,
  };
}

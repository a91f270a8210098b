import { PAPER_FILE_NAMES, PAPER_UPLOAD_MAX_MB, type PaperFileField } from '@eps/contracts';
import { AppError } from '../../common/app-error';

const nameOf = (field: string) => PAPER_FILE_NAMES[field as PaperFileField] ?? field;

export const PaperUploadErrors = {
  /** Also the answer for someone else's upload: its existence is nobody else's business. */
  notFound: () =>
    new AppError(404, 'PAPER_UPLOAD_NOT_FOUND', 'There is no uploaded paper with this id among yours.'),
  tooLarge: (field: string | null) =>
    new AppError(
      413,
      'PAPER_FILE_TOO_LARGE',
      field
        ? `The ${nameOf(field)} is too large: each PDF may be at most ${PAPER_UPLOAD_MAX_MB} MB. Compress it or scan at a lower resolution.`
        : `A file is too large: each PDF may be at most ${PAPER_UPLOAD_MAX_MB} MB. Compress it or scan at a lower resolution.`,
      field ? [{ path: field, message: `At most ${PAPER_UPLOAD_MAX_MB} MB.` }] : undefined,
    ),
  badUpload: (reason: string) =>
    new AppError(
      400,
      'PAPER_UPLOAD_INVALID',
      `Send the question paper in the field "questionPaper" and the mark scheme in "markScheme", one PDF each (${reason}).`,
    ),
  missingFile: (field: PaperFileField) =>
    new AppError(400, 'PAPER_FILE_MISSING', `Attach the ${PAPER_FILE_NAMES[field]} as a PDF.`, [
      { path: field, message: `Attach the ${PAPER_FILE_NAMES[field]}.` },
    ]),
  notPdf: (field: PaperFileField, why: string) =>
    new AppError(
      415,
      'PAPER_FILE_NOT_PDF',
      `The ${PAPER_FILE_NAMES[field]} is not a PDF that can be opened (${why}). Export or save it as PDF and upload it again.`,
      [{ path: field, message: 'Not a readable PDF.' }],
    ),
  unknownSyllabus: (id: string) =>
    new AppError(
      400,
      'UNKNOWN_SYLLABUS',
      `No syllabus "${id}". Pick one from GET /api/syllabuses, such as alevel-physics-aqa.`,
      [{ path: 'syllabusId', message: 'No such syllabus.' }],
    ),
  notEditable: (status: string) =>
    new AppError(
      409,
      'PAPER_UPLOAD_NOT_EDITABLE',
      `This paper is ${status.replace('_', ' ')}: only a paper waiting for review or sent back for changes can be resubmitted. Upload it again as a new paper instead.`,
    ),
  changedMeanwhile: () =>
    new AppError(
      409,
      'PAPER_UPLOAD_CHANGED',
      'This paper changed while you were editing it (it was resubmitted or reviewed). Reload the page and try again.',
    ),
  notPending: () => new AppError(409, 'PAPER_UPLOAD_NOT_PENDING', 'This paper is not waiting for review.'),
};

import { AppError } from '../../common/app-error';

const MB = 1024 * 1024;

/** Megabytes with one decimal, as people read sizes ("3.2"). */
export function megabytes(bytes: number): string {
  return (Math.ceil((bytes / MB) * 10) / 10).toFixed(1).replace(/\.0$/, '');
}

export const DriveErrors = {
  /** Also the answer for another user's file: whether it exists is not the caller's business. */
  notFound: () => new AppError(404, 'DRIVE_FILE_NOT_FOUND', 'File not found in your drive.'),
  versionNotFound: () => new AppError(404, 'DRIVE_VERSION_NOT_FOUND', 'This file has no such version.'),
  noFile: () =>
    new AppError(400, 'DRIVE_NO_FILE', 'Choose a file to upload (send it in the multipart field "file").'),
  badUpload: (reason: string) =>
    new AppError(400, 'DRIVE_BAD_UPLOAD', `Send one file in the multipart field "file" (${reason}).`),
  badName: (reason: string) =>
    new AppError(400, 'DRIVE_BAD_NAME', `${reason} Rename the file and upload it again.`),
  fileTooLarge: (maxBytes: number) =>
    new AppError(
      413,
      'DRIVE_FILE_TOO_LARGE',
      `The file is larger than the ${megabytes(maxBytes)} MB limit per file.`,
    ),
  quotaExceeded: (needBytes: number, usedBytes: number, quotaBytes: number) =>
    new AppError(
      413,
      'DRIVE_QUOTA_EXCEEDED',
      `Your drive is full: this file needs ${megabytes(needBytes)} MB and your drive uses ${megabytes(usedBytes)} of ${megabytes(quotaBytes)} MB. Delete files you no longer need to make room.`,
    ),
  unsupportedType: (name: string) =>
    new AppError(
      415,
      'DRIVE_UNSUPPORTED_TYPE',
      `"${name}" is not a file Math Papers takes: upload .tex files, PDFs or images (PNG, JPEG, WebP, GIF).`,
    ),
  notAPdf: (name: string) =>
    new AppError(415, 'DRIVE_NOT_A_PDF', `"${name}" is not a PDF: a PDF file starts with %PDF-.`),
  brokenPdf: (name: string) =>
    new AppError(
      422,
      'DRIVE_BROKEN_PDF',
      `"${name}" starts like a PDF but cannot be opened; it may be damaged or cut short. Export it again and retry.`,
    ),
  texNotText: (name: string) =>
    new AppError(
      415,
      'DRIVE_TEX_NOT_TEXT',
      `"${name}" is not a LaTeX source: a .tex file must be UTF-8 text (save it as UTF-8 and retry).`,
    ),
  kindChanged: (kind: string, got: string) =>
    new AppError(
      415,
      'DRIVE_KIND_MISMATCH',
      `This is a ${kindLabel(kind)} file, so a new version must be one too (got ${kindLabel(got)}). Upload it as a new file instead.`,
    ),
  nameTaken: (name: string, folder: string) =>
    new AppError(
      409,
      'DRIVE_NAME_TAKEN',
      `There is already a file called "${name}" in ${folder}. Pick another name, or open that file and save a new version of it.`,
    ),
};

function kindLabel(kind: string): string {
  return kind === 'tex' ? '.tex' : kind === 'pdf' ? 'PDF' : 'image';
}

import { z } from 'zod';

/**
 * Math Papers (/google-drive): each user's drive of .tex, PDF and image files, with folders, tags,
 * search and every saved state kept as a version.
 *   GET    /api/drive                                   → DriveOverview (folders, tags, usage)
 *   GET    /api/drive/files?folder=&q=&tag=&kind=       → { files: DriveFile[] }
 *   POST   /api/drive/files          multipart file (+ name, folder, tags) → 201 DriveFile
 *   GET    /api/drive/files/:id                         → DriveFile
 *   GET    /api/drive/files/:id/content[?download=1]    → the current version's bytes
 *   PUT    /api/drive/files/:id      { name?, folder?, tags? } → DriveFile (rename, move, tag)
 *   DELETE /api/drive/files/:id                         → 204 (rows and stored bytes)
 *   GET    /api/drive/files/:id/versions                → { versions: DriveFileVersion[] } (newest first)
 *   POST   /api/drive/files/:id/versions  multipart file (+ note) → DriveFile (a save; same bytes: no new version)
 *   GET    /api/drive/files/:id/versions/:number/content → that version's bytes
 *   POST   /api/drive/files/:id/versions/:number/restore → DriveFile (a new version copying that one)
 * A file that is not the caller's answers 404, as if it did not exist. Types are decided by content:
 * a PDF must start with %PDF- and open, an image is PNG, JPEG, WebP or GIF by its magic bytes, and a
 * .tex file is UTF-8 text.
 */

export const DRIVE_FILE_KINDS = ['tex', 'pdf', 'image'] as const;
export type DriveFileKind = (typeof DRIVE_FILE_KINDS)[number];

/** The multipart field that carries the file of an upload or a new version. */
export const DRIVE_UPLOAD_FIELD = 'file';
export const DRIVE_NAME_MAX_CHARS = 120;
export const DRIVE_FOLDER_SEGMENT_MAX_CHARS = 60;
export const DRIVE_FOLDER_MAX_DEPTH = 6;
export const DRIVE_TAGS_MAX = 10;
export const DRIVE_TAG_MAX_CHARS = 30;
export const DRIVE_LIST_LIMIT = 500;
export const DRIVE_ROOT_FOLDER = '/';

/** Characters no file name, folder or tag may hold: separators and control characters. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_NAME_CHARS = /[/\\\u0000-\u001f\u007f]/;

/** A file's name: what the user sees and downloads as; unique in its folder, ignoring case. */
export const ZDriveFileNameSchema = z
  .string({ error: 'name must be text.' })
  .trim()
  .min(1, 'Give the file a name.')
  .max(DRIVE_NAME_MAX_CHARS, `File names are at most ${DRIVE_NAME_MAX_CHARS} characters.`)
  .refine((s) => !FORBIDDEN_NAME_CHARS.test(s), 'File names cannot contain / or \\.')
  .refine((s) => s !== '.' && s !== '..', 'A file cannot be called . or ..');

/**
 * A folder path such as "/Calculus/Limits". Accepts "Calculus/Limits/" or " / " too and answers the
 * normal form: "/" for the top, no trailing slash, no empty segments.
 */
export const ZDriveFolderSchema = z
  .string({ error: 'folder must be text.' })
  .transform((raw) =>
    raw
      .split('/')
      .map((segment) => segment.trim())
      .filter(Boolean),
  )
  .refine((segments) => segments.length <= DRIVE_FOLDER_MAX_DEPTH, {
    message: `Folders nest at most ${DRIVE_FOLDER_MAX_DEPTH} deep.`,
  })
  .refine((segments) => segments.every((s) => s.length <= DRIVE_FOLDER_SEGMENT_MAX_CHARS), {
    message: `Folder names are at most ${DRIVE_FOLDER_SEGMENT_MAX_CHARS} characters.`,
  })
  .refine((segments) => segments.every((s) => !FORBIDDEN_NAME_CHARS.test(s) && s !== '.' && s !== '..'), {
    message: 'Folder names cannot contain \\ or control characters, nor be . or ..',
  })
  .transform((segments) => `/${segments.join('/')}`);

const ZTagSchema = z
  .string({ error: 'Each tag must be text.' })
  .trim()
  .toLowerCase()
  .min(1, 'Tags cannot be empty.')
  .max(DRIVE_TAG_MAX_CHARS, `Tags are at most ${DRIVE_TAG_MAX_CHARS} characters.`)
  .refine((s) => !FORBIDDEN_NAME_CHARS.test(s) && !s.includes(','), 'Tags cannot contain commas or slashes.');

/** Tags, lower-cased and without repeats. */
export const ZDriveTagsSchema = z
  .array(ZTagSchema, { error: 'tags must be a list of words.' })
  .transform((tags) => [...new Set(tags)])
  .refine((tags) => tags.length <= DRIVE_TAGS_MAX, { message: `A file has at most ${DRIVE_TAGS_MAX} tags.` });

/** Tags as a multipart text field: comma-separated ("algebra, past paper"). */
const ZTagListFieldSchema = z
  .string({ error: 'tags must be text.' })
  .transform((s) => s.split(',').filter((t) => t.trim() !== ''))
  .pipe(ZDriveTagsSchema);

export const ZDriveFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  folder: z.string(),
  tags: z.array(z.string()),
  kind: z.enum(DRIVE_FILE_KINDS),
  /** Of the current version: application/pdf, image/png…, text/x-tex. */
  mimeType: z.string(),
  /** Bytes of the current version. */
  size: z.number().int().nonnegative(),
  /** The current version's number. */
  version: z.number().int().positive(),
  versionCount: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DriveFile = z.infer<typeof ZDriveFileSchema>;

export const ZDriveFileVersionSchema = z.object({
  number: z.number().int().positive(),
  size: z.number().int().nonnegative(),
  sha256: z.string(),
  mimeType: z.string(),
  /** "Uploaded", "Saved", "Restored from v2", or the note given with a save. */
  note: z.string(),
  createdAt: z.string(),
});
export type DriveFileVersion = z.infer<typeof ZDriveFileVersionSchema>;

export const ZDriveUsageSchema = z.object({
  /** Every version of every file counts; identical bytes within a file are stored (and counted) once. */
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive(),
  maxFileBytes: z.number().int().positive(),
});
export type DriveUsage = z.infer<typeof ZDriveUsageSchema>;

export const ZDriveOverviewSchema = z.object({
  /** Every folder that holds a file, with its ancestors, sorted; "/" first. */
  folders: z.array(z.string()),
  tags: z.array(z.object({ name: z.string(), count: z.number().int().positive() })),
  usage: ZDriveUsageSchema,
});
export type DriveOverview = z.infer<typeof ZDriveOverviewSchema>;

export const ZDriveListQuerySchema = z.object({
  /** Only files directly in this folder. */
  folder: ZDriveFolderSchema.optional(),
  /** Words of the name, the tags or a .tex file's text. */
  q: z.string().trim().max(200, 'Search for at most 200 characters.').optional(),
  tag: ZTagSchema.optional(),
  kind: z.enum(DRIVE_FILE_KINDS, { error: 'kind must be tex, pdf or image.' }).optional(),
});
export type DriveListQuery = z.input<typeof ZDriveListQuerySchema>;

export const ZDriveFileListResponseSchema = z.object({ files: z.array(ZDriveFileSchema) });
export type DriveFileListResponse = z.infer<typeof ZDriveFileListResponseSchema>;

export const ZDriveVersionListResponseSchema = z.object({ versions: z.array(ZDriveFileVersionSchema) });
export type DriveVersionListResponse = z.infer<typeof ZDriveVersionListResponseSchema>;

/** The text fields of POST /api/drive/files beside the file; the name defaults to the file's own. */
export const ZDriveUploadFieldsSchema = z.object({
  name: ZDriveFileNameSchema.optional(),
  folder: ZDriveFolderSchema.default(DRIVE_ROOT_FOLDER),
  tags: ZTagListFieldSchema.default([]),
});
export type DriveUploadFields = z.infer<typeof ZDriveUploadFieldsSchema>;

/** The text field of POST /api/drive/files/:id/versions beside the file. */
export const ZDriveSaveVersionFieldsSchema = z.object({
  note: z.string().trim().max(200, 'A version note is at most 200 characters.').optional(),
});
export type DriveSaveVersionFields = z.infer<typeof ZDriveSaveVersionFieldsSchema>;

export const ZDriveFileUpdateSchema = z
  .object({ name: ZDriveFileNameSchema, folder: ZDriveFolderSchema, tags: ZDriveTagsSchema })
  .partial()
  .strict()
  .refine((u) => u.name !== undefined || u.folder !== undefined || u.tags !== undefined, {
    message: 'Send a new name, folder or tags.',
  });
export type DriveFileUpdate = z.infer<typeof ZDriveFileUpdateSchema>;

/** The parent of a folder path ("/" has none). */
export function parentFolder(folder: string): string | null {
  if (folder === DRIVE_ROOT_FOLDER) return null;
  const cut = folder.lastIndexOf('/');
  return cut <= 0 ? DRIVE_ROOT_FOLDER : folder.slice(0, cut);
}

import type { DriveFileKind } from '@eps/contracts';

/** "820 B", "14.2 KB", "3.1 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

export const KIND_LABELS: Record<DriveFileKind, string> = { tex: 'LaTeX', pdf: 'PDF', image: 'Image' };

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatWhen(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** The last segment of a folder path; "My drive" for the top. */
export function folderLabel(folder: string): string {
  return folder === '/' ? 'My drive' : folder.slice(folder.lastIndexOf('/') + 1);
}

/** A folder path inside `folder`. */
export function childFolder(folder: string, name: string): string {
  return folder === '/' ? `/${name}` : `${folder}/${name}`;
}

/** The files a drive takes, for the file picker (the server decides by content). */
export const DRIVE_ACCEPT = '.tex,.pdf,application/pdf,image/png,image/jpeg,image/webp,image/gif';

export const NEW_TEX_TEMPLATE = `\\documentclass{article}
\\usepackage{amsmath}
\\begin{document}

\\section*{Untitled}
Write here.

\\end{document}
`;

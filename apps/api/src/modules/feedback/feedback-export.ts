import type { FeedbackBatch } from '@eps/contracts';

/**
 * A cell as spreadsheets read it back: quoted, doubled quotes, and a leading = + - @ (a formula to
 * Excel or Sheets) prefixed with an apostrophe so a student's answer can never run as a formula.
 */
function cell(value: string | number | boolean): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One row per student: name, score, the marks of each point, the comment and what needs a look. */
export function batchCsv(batch: FeedbackBatch): string {
  const header = [
    'name',
    'score',
    'max_score',
    ...batch.scheme.map((p, i) => `${i + 1}. ${p.point} (${p.marks})`),
    'comment',
    'borderline',
    'edited',
  ];
  const rows = batch.students.map((s) => [
    s.name,
    s.score,
    s.maxScore,
    ...s.points.map((p) => (p.awarded ? p.marks : 0)),
    s.comment,
    s.borderline ? 'yes' : 'no',
    s.edited ? 'yes' : 'no',
  ]);
  // A byte-order mark so Excel reads the file as UTF-8 (names with accents stay whole).
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** A file name from the batch title: letters, digits and dashes only. */
export function fileStem(title: string): string {
  const stem = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return stem || 'feedback';
}

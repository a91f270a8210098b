import type { FieldChange } from '@eps/contracts';
import type { PaperSnapshot, StoredPdf } from './paper-uploads.repository';

const MB = 1024 * 1024;
const size = (bytes: number) =>
  bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
/** A file as a reviewer compares it: its size and a short content hash, so a replaced file shows. */
const fileText = (f: StoredPdf) =>
  `${f.pages} ${f.pages === 1 ? 'page' : 'pages'}, ${size(f.bytes)} (sha256 ${f.sha256.slice(0, 12)})`;
const show = (value: string | number | null) => (value === null || value === '' ? null : String(value));

function fieldsOf(p: PaperSnapshot | null): Map<string, string | null> {
  const fields = new Map<string, string | null>();
  if (!p) return fields;
  fields.set('Syllabus', p.syllabusId);
  fields.set('Year', show(p.year));
  fields.set('Session', show(p.session));
  fields.set('Paper number', show(p.paperNumber));
  fields.set('Title', show(p.title));
  fields.set('Time allowed (minutes)', show(p.timeAllowedMinutes));
  fields.set('Total marks', show(p.totalMarks));
  fields.set('Notes', show(p.notes));
  fields.set('Question paper', fileText(p.questionPaper));
  fields.set('Mark scheme', fileText(p.markScheme));
  return fields;
}

/** Every field that differs between two versions of an upload (before null: a first upload, every field). */
export function diffPaperUploads(before: PaperSnapshot | null, after: PaperSnapshot): FieldChange[] {
  const a = fieldsOf(before);
  const b = fieldsOf(after);
  return [...b.keys()]
    .map((field) => ({ field, before: a.get(field) ?? null, after: b.get(field) ?? null }))
    .filter((c) => c.before !== c.after);
}

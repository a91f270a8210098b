import {
  PAPER_FILE_NAMES,
  PAPER_UPLOAD_MAX_BYTES,
  PAPER_UPLOAD_MAX_MB,
  type PaperFileField,
  type PaperUpload,
} from '@eps/contracts';

export interface PaperFormValues {
  syllabusId: string | null;
  year: number | string;
  session: string;
  paperNumber: number | string;
  title: string;
  timeAllowedMinutes: number | string;
  totalMarks: number | string;
  notes: string;
  questionPaper: File | null;
  markScheme: File | null;
}

export type PaperFormErrors = Partial<Record<keyof PaperFormValues, string>>;

export const emptyPaperForm = (): PaperFormValues => ({
  syllabusId: null,
  year: '',
  session: '',
  paperNumber: '',
  title: '',
  timeAllowedMinutes: '',
  totalMarks: '',
  notes: '',
  questionPaper: null,
  markScheme: null,
});

/** A sent-back upload's metadata for its resubmission; the files stay unless new ones are chosen. */
export const paperFormFrom = (u: PaperUpload): PaperFormValues => ({
  syllabusId: u.syllabusId,
  year: u.year,
  session: u.session,
  paperNumber: u.paperNumber,
  title: u.title,
  timeAllowedMinutes: u.timeAllowedMinutes ?? '',
  totalMarks: u.totalMarks ?? '',
  notes: u.notes ?? '',
  questionPaper: null,
  markScheme: null,
});

const isPdfName = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** The checks a person can fix before sending; the server checks again, and the PDFs' content too. */
export function validatePaperForm(values: PaperFormValues, filesRequired: boolean): PaperFormErrors {
  const errors: PaperFormErrors = {};
  if (!values.syllabusId) errors.syllabusId = 'Choose the syllabus.';
  if (values.year === '') errors.year = 'Give the year of the exam.';
  if (!values.session.trim()) errors.session = 'Give the session, such as May/June.';
  if (values.paperNumber === '') errors.paperNumber = 'Give the paper number.';
  for (const field of ['questionPaper', 'markScheme'] as PaperFileField[]) {
    const file = values[field];
    const name = PAPER_FILE_NAMES[field];
    if (!file) {
      if (filesRequired) errors[field] = `Attach the ${name} as a PDF.`;
    } else if (!isPdfName(file)) errors[field] = `The ${name} must be a PDF file.`;
    else if (file.size > PAPER_UPLOAD_MAX_BYTES)
      errors[field] = `The ${name} is larger than ${PAPER_UPLOAD_MAX_MB} MB. Compress it first.`;
  }
  return errors;
}

/** The multipart body of POST or PUT /api/paper-uploads; empty optional fields are left out. */
export function paperFormData(values: PaperFormValues): FormData {
  const body = new FormData();
  const text: Array<[string, string | number | null]> = [
    ['syllabusId', values.syllabusId],
    ['year', values.year],
    ['session', values.session.trim()],
    ['paperNumber', values.paperNumber],
    ['title', values.title.trim()],
    ['timeAllowedMinutes', values.timeAllowedMinutes],
    ['totalMarks', values.totalMarks],
    ['notes', values.notes.trim()],
  ];
  for (const [name, value] of text) if (value !== null && value !== '') body.append(name, String(value));
  if (values.questionPaper) body.append('questionPaper', values.questionPaper);
  if (values.markScheme) body.append('markScheme', values.markScheme);
  return body;
}

const MB = 1024 * 1024;
/** A file's size as people read it: "2.4 MB", "180 KB". */
export const fileSize = (bytes: number) =>
  bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Where an upload stands, in the words its uploader reads. */
export function uploadStatusLabel(u: Pick<PaperUpload, 'status' | 'suggestion'>): {
  label: string;
  color: string;
} {
  switch (u.status) {
    case 'approved':
      return { label: 'Approved · in Past Papers', color: 'green' };
    case 'rejected':
      return { label: 'Rejected', color: 'red' };
    case 'changes_requested':
      return { label: 'Changes requested', color: 'orange' };
    default:
      return { label: u.suggestion ? 'Suggested · in review' : 'In review', color: 'yellow' };
  }
}

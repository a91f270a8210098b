import {
  FEEDBACK_MAX_STUDENTS,
  FEEDBACK_NAME_MAX_CHARS,
  GRADER_ANSWER_MAX_CHARS,
  type FeedbackStudentInput,
} from '@eps/contracts';
import type { ErrorDetail } from '../../common/app-error';
import { FeedbackErrors } from './feedback.errors';

interface CsvRecord {
  /** The line the record starts on, as a spreadsheet numbers it (the header is line 1). */
  line: number;
  fields: string[];
}

const NAME_HEADERS = new Set(['name', 'student', 'student name', 'pupil', 'full name']);
const ANSWER_HEADERS = new Set(['answer', 'response', 'student answer', 'answer text']);

/** Spreadsheets in many locales save "CSV" with semicolons or tabs: the header row tells which. */
function delimiterOf(headerLine: string): string {
  const counts = [',', ';', '\t'].map((d) => [d, headerLine.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0][0];
}

/** RFC 4180 records (quoted fields may hold delimiters, doubled quotes and line breaks), blank ones dropped. */
function parseRecords(text: string, delimiter: string): { records: CsvRecord[]; unclosedQuoteLine?: number } {
  const records: CsvRecord[] = [];
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const end = () => {
    fields.push(field);
    if (fields.some((f) => f.trim())) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') line++;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === delimiter) {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') {
        i++;
        line++;
      }
      end();
      recordLine = line;
    } else field += c;
  }
  if (quoted) return { records, unclosedQuoteLine: recordLine };
  end();
  return { records };
}

/** Text that is not a spreadsheet's: a PDF or zip (an .xlsx), or binary bytes (NULs, control characters). */
function looksBinary(text: string): boolean {
  if (text.startsWith('%PDF') || text.startsWith('PK\u0003\u0004')) return true;
  let controls = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code === 0) return true;
    if ((code < 0x20 && ch !== '\t' && ch !== '\n' && ch !== '\r') || code === 0xfffd) controls++;
  }
  return controls > Math.max(3, text.length / 100);
}

/**
 * A class's answers from CSV text: a header row naming the name and answer columns (in any order, with
 * other columns ignored), then one row per student. Every bad row is reported with its line, so the
 * teacher fixes the sheet once; blank rows (a spreadsheet's trailing ",,") are skipped.
 */
export function readClassCsv(csv: string): FeedbackStudentInput[] {
  const text = csv.replace(/^\uFEFF/, '');
  if (!text.trim() || looksBinary(text)) throw FeedbackErrors.notCsv();
  const { records, unclosedQuoteLine } = parseRecords(text, delimiterOf(text.split(/\r?\n/, 1)[0]));
  if (unclosedQuoteLine !== undefined)
    throw FeedbackErrors.badRows([
      {
        path: `csv.line${unclosedQuoteLine}`,
        message: `Line ${unclosedQuoteLine}: a quoted field is never closed (a " without its closing ").`,
      },
    ]);
  const [header, ...rows] = records;
  const headings = header.fields.map((h) => h.trim().toLowerCase());
  const nameAt = headings.findIndex((h) => NAME_HEADERS.has(h));
  const answerAt = headings.findIndex((h) => ANSWER_HEADERS.has(h));
  if (nameAt < 0 || answerAt < 0)
    throw FeedbackErrors.missingColumns(
      [nameAt < 0 && 'name', answerAt < 0 && 'answer'].filter((c) => c !== false),
      header.fields.map((h) => h.trim()).slice(0, 8),
    );
  if (rows.length === 0) throw FeedbackErrors.noStudents();
  if (rows.length > FEEDBACK_MAX_STUDENTS)
    throw FeedbackErrors.tooManyStudents(rows.length, FEEDBACK_MAX_STUDENTS);
  const errors: ErrorDetail[] = [];
  const students = rows.map(({ line, fields }) => {
    const name = (fields[nameAt] ?? '').trim();
    const answer = (fields[answerAt] ?? '').trim();
    const who = name ? `${name}'s answer` : 'the answer';
    const problems = [
      !name && 'the name is empty',
      name.length > FEEDBACK_NAME_MAX_CHARS &&
        `the name is longer than ${FEEDBACK_NAME_MAX_CHARS} characters`,
      !answer && `${who} is empty (write "no answer" if the student left it blank)`,
      answer.length > GRADER_ANSWER_MAX_CHARS &&
        `${who} is longer than ${GRADER_ANSWER_MAX_CHARS.toLocaleString('en-GB')} characters`,
    ].filter((p) => p !== false);
    if (problems.length)
      errors.push({ path: `csv.line${line}`, message: `Line ${line}: ${problems.join('; ')}.` });
    return { name, answer };
  });
  if (errors.length) throw FeedbackErrors.badRows(errors);
  return students;
}

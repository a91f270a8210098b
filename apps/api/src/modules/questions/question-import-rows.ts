import {
  QUESTION_IMPORT_MAX_ROWS,
  ZQuestionSaveRequestSchema,
  type QuestionSaveRequest,
} from '@eps/contracts';
import { QuestionErrors } from './questions.errors';

export interface ParsedRow {
  row: number;
  request: QuestionSaveRequest | null;
  errors: { field: string; message: string }[];
}

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      record.push(field);
      if (record.some((f) => f.trim())) records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  record.push(field);
  if (record.some((f) => f.trim())) records.push(record);
  return records;
}

const CSV_COLUMNS = [
  'title',
  'stem',
  'prompt',
  'marks',
  'answer_type',
  'answer',
  'choices',
  'mark_scheme',
  'worked_solution',
  'hints',
  'topics',
  'difficulty',
  'command_word',
] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Where a schema path points in a CSV row, so the report names the column the author must fix. */
const CSV_FIELD_OF: [RegExp, CsvColumn][] = [
  [/^parts\.0\.markScheme/, 'mark_scheme'],
  [/^parts\.0\.answerType/, 'answer_type'],
  [/^parts\.0\.answer/, 'answer'],
  [/^parts\.0\.workedSolution/, 'worked_solution'],
  [/^parts\.0\.marks/, 'marks'],
  [/^parts\.0\.prompt/, 'prompt'],
  [/^topicIds/, 'topics'],
  [/^commandWord/, 'command_word'],
];

const list = (cell: string) =>
  cell
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
const numberOrText = (cell: string) =>
  cell.trim() !== '' && Number.isFinite(Number(cell)) ? Number(cell) : cell;

/** `[2] idea` is a point worth 2 marks; a point without a bracket is worth 1. */
const markSchemeOf = (cell: string) =>
  list(cell).map((entry) => {
    const m = /^\[(\d+)\]\s*(.*)$/.exec(entry);
    return { point: m ? m[2] : entry, marks: m ? Number(m[1]) : 1, alternatives: [], reject: [] };
  });

function answerOf(type: string, answer: string, choices: string) {
  const value = answer.trim();
  if (!value) return null;
  if (type === 'numeric') {
    const m = /^(-?[\d.]+(?:e-?\d+)?)\s*(.*)$/i.exec(value);
    return m ? { value: Number(m[1]), ...(m[2] ? { units: m[2] } : {}) } : { value: Number.NaN };
  }
  if (type === 'algebraic') return { expression: value };
  if (type === 'multiple-choice') {
    const options = list(choices);
    return { choices: options, correct: options.indexOf(value) };
  }
  return { accepted: [value] };
}

/** One CSV record (one question with one part) as the body POST /api/questions takes. */
function csvRequest(cells: Record<CsvColumn, string>): unknown {
  return {
    title: cells.title,
    stem: cells.stem,
    commandWord: cells.command_word.trim() || null,
    difficulty: cells.difficulty.trim() ? numberOrText(cells.difficulty) : null,
    topicIds: list(cells.topics.replaceAll(';', '|')),
    hints: list(cells.hints),
    submit: true,
    parts: [
      {
        label: 'a',
        prompt: cells.prompt,
        marks: numberOrText(cells.marks),
        answerType: cells.answer_type.trim(),
        answer: answerOf(cells.answer_type.trim(), cells.answer, cells.choices),
        markScheme: markSchemeOf(cells.mark_scheme),
        workedSolution: cells.worked_solution.trim() || null,
      },
    ],
  };
}

function validate(row: number, body: unknown, fieldOf: (path: string) => string): ParsedRow {
  const parsed = ZQuestionSaveRequestSchema.safeParse(body);
  if (parsed.success) return { row, request: { ...parsed.data, submit: true }, errors: [] };
  return {
    row,
    request: null,
    errors: parsed.error.issues.map((i) => ({
      field: fieldOf(i.path.join('.')) || 'row',
      message: i.message,
    })),
  };
}

function tooMany(count: number) {
  if (count > QUESTION_IMPORT_MAX_ROWS)
    throw QuestionErrors.badImport(
      `The file has ${count} questions; one import takes at most ${QUESTION_IMPORT_MAX_ROWS}. Split it into smaller files.`,
    );
}

/** CSV rows are numbered as a spreadsheet shows them: the header is row 1. */
export function csvRows(text: string): ParsedRow[] {
  const [header, ...records] = parseCsv(text);
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  const missing = ['title', 'prompt', 'marks', 'answer_type', 'mark_scheme'].filter(
    (c) => !names.includes(c),
  );
  if (!header || missing.length)
    throw QuestionErrors.badImport(
      `The CSV needs a header row with the columns ${CSV_COLUMNS.join(', ')}; missing: ${missing.join(', ')}.`,
    );
  tooMany(records.length);
  return records.map((record, i) => {
    const cells = Object.fromEntries(CSV_COLUMNS.map((c) => [c, record[names.indexOf(c)] ?? ''])) as Record<
      CsvColumn,
      string
    >;
    const fieldOf = (path: string) => CSV_FIELD_OF.find(([re]) => re.test(path))?.[1] ?? path;
    return validate(i + 2, csvRequest(cells), fieldOf);
  });
}

/** JSON: an array of questions in the body of POST /api/questions, or { questions: [...] }; rows count from 1. */
export function jsonRows(value: unknown): ParsedRow[] {
  const items = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { questions?: unknown }).questions)
      ? (value as { questions: unknown[] }).questions
      : null;
  if (!items)
    throw QuestionErrors.badImport('A JSON import is an array of questions, or { "questions": [...] }.');
  tooMany(items.length);
  return items.map((item, i) => validate(i + 1, item, (path) => path));
}

export function jsonText(text: string): ParsedRow[] {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    throw QuestionErrors.badImport(`The file is not valid JSON: ${(err as Error).message}`);
  }
  return jsonRows(value);
}

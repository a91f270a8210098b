/**
 * The question bank's shipped data files (data/syllabuses/*.json and data/questions/original/*.json) follow
 * the agreed format (docs: the issue-16 data-file format) and are internally consistent: unique codes and
 * slugs, every question topic in its syllabus, part marks equal to the sum of their marking points, numeric
 * answers finite with a non-negative tolerance, multiple-choice answers that index a choice, and enough
 * original questions per subject.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { z } from 'zod';

const DATA = path.resolve(__dirname, '../../../../../data');
const SYLLABUS_DIR = path.join(DATA, 'syllabuses');
const ORIGINAL_DIR = path.join(DATA, 'questions/original');

/** The syllabuses the issue names for original questions, each needing at least 20 of them. */
const ORIGINAL_SUBJECTS = [
  'alevel-physics-aqa',
  'alevel-chemistry-aqa',
  'alevel-biology-aqa',
  'alevel-economics-aqa',
  'alevel-psychology-aqa',
  'ap-physics-1',
  'ib-biology',
];
/** Syllabus trees this content branch ships (others, e.g. maths, may be added alongside). */
const REQUIRED_SYLLABUSES = [...ORIGINAL_SUBJECTS, 'ap-psychology'];

const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const nonEmpty = z.string().trim().min(1);

interface Topic {
  code: string;
  name: string;
  description: string;
  /** Codes of other points of the same syllabus to learn first. */
  prerequisites?: string[];
  children: Topic[];
}
const topicSchema: z.ZodType<Topic> = z.lazy(() =>
  z.strictObject({
    code: nonEmpty.regex(/^\S+$/, 'a topic code has no spaces'),
    name: nonEmpty,
    description: nonEmpty,
    prerequisites: z.array(nonEmpty).min(1).optional(),
    children: z.array(topicSchema),
  }),
);
const syllabusSchema = z.strictObject({
  id: z.string().regex(kebab),
  board: z.enum(['AQA', 'Edexcel', 'OCR', 'College Board', 'IBO']),
  qualification: z.enum(['A-level', 'AP', 'IB']),
  subject: nonEmpty,
  title: nonEmpty,
  topics: z.array(topicSchema).min(1),
});

const markPointSchema = z.strictObject({
  point: nonEmpty,
  marks: z.number().int().min(1),
  alternatives: z.array(nonEmpty).optional(),
  reject: z.array(nonEmpty).optional(),
});
const partBase = {
  label: nonEmpty,
  prompt: nonEmpty,
  commandWord: nonEmpty,
  marks: z.number().int().min(1).max(6),
  markScheme: z.array(markPointSchema).min(1),
  workedSolution: nonEmpty,
};
const partSchema = z.discriminatedUnion('answerType', [
  z.strictObject({
    ...partBase,
    answerType: z.literal('numeric'),
    answer: z.strictObject({
      value: z.number().refine(Number.isFinite, 'a numeric answer is finite'),
      tolerance: z.number().min(0).refine(Number.isFinite, 'a tolerance is finite'),
      toleranceType: z.enum(['relative', 'absolute']),
      units: nonEmpty.optional(),
    }),
  }),
  z.strictObject({
    ...partBase,
    answerType: z.literal('algebraic'),
    answer: z.strictObject({ expression: nonEmpty }),
  }),
  z.strictObject({
    ...partBase,
    answerType: z.literal('multiple-choice'),
    answer: z.strictObject({ choices: z.array(nonEmpty).min(2), correct: z.number().int().min(0) }),
  }),
  z.strictObject({ ...partBase, answerType: z.literal('short-text') }),
  z.strictObject({ ...partBase, answerType: z.literal('extended') }),
]);
const questionSchema = z.strictObject({
  slug: z.string().regex(kebab),
  title: nonEmpty,
  stem: nonEmpty,
  commandWord: nonEmpty,
  difficulty: z.number().int().min(1).max(5),
  topics: z.array(nonEmpty).min(1),
  hints: z.array(nonEmpty).optional(),
  parts: z.array(partSchema).min(1),
});
const questionFileSchema = z.strictObject({
  syllabus: z.string().regex(kebab),
  questions: z.array(questionSchema).min(1),
});

type Syllabus = z.infer<typeof syllabusSchema>;
type QuestionFile = z.infer<typeof questionFileSchema>;

function jsonFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(dir, f));
}
function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}
function flatten(topics: Topic[], depth = 1): { topic: Topic; depth: number }[] {
  return topics.flatMap((topic) => [{ topic, depth }, ...flatten(topic.children, depth + 1)]);
}
/** Every string in a value, for checks that apply to all Markdown/LaTeX text. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}
function formatIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n');
}

const syllabusFiles = jsonFiles(SYLLABUS_DIR);
const questionFiles = jsonFiles(ORIGINAL_DIR);
const syllabuses = new Map<string, Syllabus>();
for (const file of syllabusFiles) {
  const parsed = syllabusSchema.safeParse(readJson(file));
  if (parsed.success) syllabuses.set(parsed.data.id, parsed.data);
}
const banks: { file: string; data: QuestionFile }[] = [];
for (const file of questionFiles) {
  const parsed = questionFileSchema.safeParse(readJson(file));
  if (parsed.success) banks.push({ file, data: parsed.data });
}

describe('syllabus data files', () => {
  it('exist for every syllabus this branch ships', () => {
    const ids = syllabusFiles.map((f) => path.basename(f, '.json'));
    expect(ids).toEqual(expect.arrayContaining(REQUIRED_SYLLABUSES));
  });

  it.each(syllabusFiles.map((f) => [path.basename(f), f]))('%s follows the format', (_name, file) => {
    const parsed = syllabusSchema.safeParse(readJson(file));
    if (!parsed.success) throw new Error(formatIssues(parsed.error));
    expect(parsed.data.id).toBe(path.basename(file, '.json'));
  });

  it.each(syllabusFiles.map((f) => [path.basename(f, '.json')]))(
    '%s has unique topic codes, a depth of 2 to 4 and children coded under their parents',
    (id) => {
      const syllabus = syllabuses.get(id);
      expect(syllabus).toBeDefined();
      const all = flatten(syllabus!.topics);
      const codes = all.map((t) => t.topic.code);
      expect(codes.filter((c, i) => codes.indexOf(c) !== i)).toEqual([]);
      const depth = Math.max(...all.map((t) => t.depth));
      expect(depth).toBeGreaterThanOrEqual(2);
      expect(depth).toBeLessThanOrEqual(4);
      for (const { topic } of all) {
        for (const child of topic.children) expect(child.code.startsWith(topic.code)).toBe(true);
        for (const code of topic.prerequisites ?? []) {
          expect([topic.code, codes.includes(code)]).toEqual([topic.code, true]);
          expect(code).not.toBe(topic.code);
        }
      }
    },
  );
});

describe('original question files', () => {
  it.each(questionFiles.map((f) => [path.basename(f), f]))('%s follows the format', (_name, file) => {
    const parsed = questionFileSchema.safeParse(readJson(file));
    if (!parsed.success) throw new Error(formatIssues(parsed.error));
    expect(parsed.data.syllabus).toBe(path.basename(file, '.json'));
    expect(syllabuses.has(parsed.data.syllabus)).toBe(true);
  });

  it('all parse (so the checks below see every file)', () => {
    expect(banks.length).toBe(questionFiles.length);
  });

  it('have slugs unique across all files, prefixed by their syllabus', () => {
    const slugs = banks.flatMap((b) => b.data.questions.map((q) => q.slug));
    expect(slugs.filter((s, i) => slugs.indexOf(s) !== i)).toEqual([]);
    for (const { data } of banks) {
      for (const q of data.questions) expect(q.slug.startsWith(`${data.syllabus}-`)).toBe(true);
    }
  });

  it('refer only to topic codes that exist in their syllabus', () => {
    const missing: string[] = [];
    for (const { data } of banks) {
      const codes = new Set(flatten(syllabuses.get(data.syllabus)?.topics ?? []).map((t) => t.topic.code));
      for (const q of data.questions) {
        for (const code of q.topics) if (!codes.has(code)) missing.push(`${q.slug}: ${code}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("give every part as many marks as its mark scheme's points add up to, with unique part labels", () => {
    const wrong: string[] = [];
    for (const { data } of banks) {
      for (const q of data.questions) {
        const labels = q.parts.map((p) => p.label);
        if (new Set(labels).size !== labels.length) wrong.push(`${q.slug}: repeated part label`);
        for (const p of q.parts) {
          const sum = p.markScheme.reduce((s, m) => s + m.marks, 0);
          if (sum !== p.marks) wrong.push(`${q.slug} (${p.label}): ${p.marks} marks, scheme sums to ${sum}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('have finite numeric answers with non-negative tolerances and multiple-choice answers that index a choice', () => {
    const wrong: string[] = [];
    for (const { data } of banks) {
      for (const q of data.questions) {
        for (const p of q.parts) {
          if (p.answerType === 'numeric') {
            const { value, tolerance } = p.answer;
            if (!Number.isFinite(value) || !(tolerance >= 0)) wrong.push(`${q.slug} (${p.label})`);
          }
          if (p.answerType === 'multiple-choice') {
            const { choices, correct } = p.answer;
            if (!(correct >= 0 && correct < choices.length))
              wrong.push(`${q.slug} (${p.label}): correct ${correct}`);
            if (new Set(choices).size !== choices.length)
              wrong.push(`${q.slug} (${p.label}): repeated choice`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('balance their inline LaTeX delimiters and write powers of ten as LaTeX, not e-notation', () => {
    const wrong: string[] = [];
    for (const { data } of banks) {
      for (const q of data.questions) {
        for (const text of strings(q)) {
          const dollars = (text.match(/(?<!\\)\$/g) ?? []).length;
          if (dollars % 2 !== 0) wrong.push(`${q.slug}: unbalanced $ in "${text.slice(0, 60)}"`);
          const eNotation = /\d(\.\d+)?e[+-]?\d/.exec(text);
          if (eNotation) wrong.push(`${q.slug}: e-notation "${eNotation[0]}"`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('number at least 200 in total and at least 20 per subject, spread over difficulties 1 to 5', () => {
    const counts = new Map(banks.map((b) => [b.data.syllabus, b.data.questions.length]));
    const total = [...counts.values()].reduce((s, n) => s + n, 0);
    expect(total).toBeGreaterThanOrEqual(200);
    const short = ORIGINAL_SUBJECTS.filter((id) => (counts.get(id) ?? 0) < 20).map(
      (id) => `${id}: ${counts.get(id) ?? 0}`,
    );
    expect(short).toEqual([]);
    const difficulties = new Set(banks.flatMap((b) => b.data.questions.map((q) => q.difficulty)));
    expect([...difficulties].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

import request from 'supertest';
import {
  ESSAY_QUESTION_ID_PATTERN,
  ZEssayBankItemSchema,
  ZEssayBankResponseSchema,
  type EssayBankItem,
  type EssayBankResponse,
} from '@eps/contracts';
import { EssayQuestionBank1732600000000 } from '../../apps/api/src/database/migrations/1732600000000-essay-question-bank';
import { readEssayBankFiles } from '../../apps/api/src/modules/essay/bank/essay-bank-files';
import { guestAgent, type Agent } from './support/compile-client';
import { startTestApp, type TestApp } from './support/test-app';

/** The AP essay question bank: seeded by its migration, served grouped and by id by the real API. */

const YEARS_NEWEST_FIRST = Array.from({ length: 11 }, (_, i) => String(2025 - i));

let t: TestApp;
let guest: Agent;
let bank: EssayBankResponse;

beforeAll(async () => {
  t = await startTestApp();
  guest = await guestAgent(t);
  const res = await guest.get('/api/essay/questions');
  expect(res.status).toBe(200);
  bank = ZEssayBankResponseSchema.parse(res.body);
});
afterAll(() => t.close());

const subject = (id: string) => bank.subjects.find((s) => s.id === id)!;
const allQuestions = (): EssayBankItem[] => bank.subjects.flatMap((s) => s.years.flatMap((y) => y.questions));

describe('GET /api/essay/questions', () => {
  it('groups the bank by subject, then year (newest first), with the subject names', () => {
    expect(bank.subjects.map((s) => [s.id, s.name])).toEqual([
      ['psych', 'AP Psychology'],
      ['lang', 'AP English Language and Composition'],
      ['lit', 'AP English Literature and Composition'],
    ]);
    for (const s of bank.subjects) {
      expect(s.years.map((y) => y.year)).toEqual(YEARS_NEWEST_FIRST);
      for (const y of s.years) expect(y.questions.every((q) => q.year === y.year)).toBe(true);
    }
  });

  it('has questions 1–3 in every English year, sorted by number', () => {
    for (const id of ['lang', 'lit']) {
      for (const y of subject(id).years) {
        expect([y.year, y.questions.map((q) => q.number)]).toEqual([y.year, [1, 2, 3]]);
      }
    }
  });

  it('has the 2025 psychology exam as exactly the AAQ and the EBQ', () => {
    const y2025 = subject('psych').years.find((y) => y.year === '2025')!;
    expect(y2025.questions.map((q) => [q.number, q.id])).toEqual([
      [1, 'psych-2025-aaq'],
      [2, 'psych-2025-ebq'],
    ]);
  });

  it('gives unique ids of the shared pattern, official rubric totals and rubrics with points', () => {
    const questions = allQuestions();
    const ids = questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const q of questions) {
      expect(q.id).toMatch(ESSAY_QUESTION_ID_PATTERN);
      expect(q.id).toContain(`-${q.year}-${q.taskType}`);
      expect([6, 7, 8, 10]).toContain(q.rubricTotal);
      expect(q.rubric).toMatch(/\bpoints?\b/);
    }
    const bySubject = bank.subjects.map((s) => [
      s.id,
      s.years.flatMap((y) => y.questions).every((q) => q.id.startsWith(`${s.id}-`)),
    ]);
    expect(bySubject).toEqual([
      ['psych', true],
      ['lang', true],
      ['lit', true],
    ]);
  });

  it('serves the questions of the shipped bank files', () => {
    const shipped = readEssayBankFiles().flatMap((f) => f.items.map((i) => i.id));
    expect(
      allQuestions()
        .map((q) => q.id)
        .sort(),
    ).toEqual(shipped.sort());
  });

  it('answers 401 without a session', async () => {
    const res = await request(t.http).get('/api/essay/questions');
    expect(res.status).toBe(401);
  });
});

describe('GET /api/essay/questions/:id', () => {
  it('returns one question', async () => {
    const res = await guest.get('/api/essay/questions/psych-2025-ebq');
    expect(res.status).toBe(200);
    const item = ZEssayBankItemSchema.parse(res.body);
    expect(item).toEqual(allQuestions().find((q) => q.id === 'psych-2025-ebq'));
    expect(item.question).toContain('Source 3');
  });

  it.each(['psych-2014-aaq', 'nothing', 'lang-2021-synthesis%27%20OR%201=1'])(
    'answers 404 for %s',
    async (id) => {
      const res = await guest.get(`/api/essay/questions/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'No such question.', code: 'ESSAY_QUESTION_NOT_FOUND' });
    },
  );

  it('answers 401 without a session', async () => {
    expect((await request(t.http).get('/api/essay/questions/psych-2025-aaq')).status).toBe(401);
  });
});

/**
 * On the run's database, which global-setup migrated. Not on a database of its own: the embedded
 * PGlite that `npm test` uses without DATABASE_URL serves one database whatever the URL names.
 */
describe('the essay bank migration', () => {
  const shipped = () =>
    readEssayBankFiles()
      .flatMap((f) => f.items.map((item) => ({ ...item, subject: f.subject, source: 'practice' })))
      .sort((a, b) => a.id.localeCompare(b.id));

  it('seeded every shipped question verbatim as practice', async () => {
    const rows: Array<EssayBankItem & { subject: string; source: string }> = await t.db.query(
      `SELECT id, subject, year, number, task_type AS "taskType", title, question, rubric,
              rubric_total AS "rubricTotal", source
       FROM essay_questions WHERE source = 'practice' ORDER BY id`,
    );
    expect(rows).toEqual(shipped());
  });

  it('down() drops the table and up() seeds it again (inside a transaction that is rolled back)', async () => {
    const runner = t.db.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      const migration = new EssayQuestionBank1732600000000();
      await migration.down(runner);
      const [{ exists }] = await runner.query(`SELECT to_regclass('essay_questions') IS NOT NULL AS exists`);
      expect(exists).toBe(false);
      await migration.up(runner);
      const [{ count }] = await runner.query(`SELECT count(*)::int AS count FROM essay_questions`);
      expect(count).toBe(shipped().length);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});

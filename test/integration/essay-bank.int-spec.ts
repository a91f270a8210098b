import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  ESSAY_QUESTION_ID_PATTERN,
  ZEssayBankItemSchema,
  ZEssayBankResponseSchema,
  type EssayBankItem,
  type EssayBankResponse,
} from '@eps/contracts';
import { dataSourceOptions, runMigrations } from '../../apps/api/src/database/data-source';
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

describe('the essay bank migration', () => {
  const admin = () => new Client({ connectionString: process.env.DATABASE_URL });
  const name = `eps_essay_${randomBytes(5).toString('hex')}`;
  let url: string;

  beforeAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const parsed = new URL(process.env.DATABASE_URL!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });
  afterAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });

  it('seeds every shipped question verbatim as practice, and down() drops the table', async () => {
    expect(await runMigrations(url)).toContain('EssayQuestionBank1732600000000');
    const ds = new DataSource(dataSourceOptions(url));
    await ds.initialize();
    try {
      const rows: Array<EssayBankItem & { subject: string; source: string }> = await ds.query(
        `SELECT id, subject, year, number, task_type AS "taskType", title, question, rubric,
                rubric_total AS "rubricTotal", source
         FROM essay_questions ORDER BY id`,
      );
      const shipped = readEssayBankFiles()
        .flatMap((f) => f.items.map((item) => ({ ...item, subject: f.subject, source: 'practice' })))
        .sort((a, b) => a.id.localeCompare(b.id));
      expect(rows).toEqual(shipped);

      await ds.undoLastMigration({ transaction: 'each' });
      const [{ exists }] = await ds.query(`SELECT to_regclass('essay_questions') IS NOT NULL AS exists`);
      expect(exists).toBe(false);
    } finally {
      await ds.destroy();
    }
  });
});

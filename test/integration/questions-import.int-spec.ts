import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ZQuestionDetailSchema, ZQuestionSearchResponseSchema } from '@eps/contracts';
import { importContent } from '../../apps/api/src/modules/questions/import/content-importer';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Original questions (data/questions/original/<syllabus>.json, the format the content files follow),
 * imported from a data folder of this test's own: approved, keyed on their slug, and a changed file
 * updates only the changed question, with a new version and an audit entry.
 */

const run = randomBytes(4).toString('hex');
const syllabusId = `test-physics-${run}`;
const word = `quuxtron${run.replace(/\d/g, '')}`;
let t: TestApp;
let dataDir: string;

const question = (n: number, stem: string) => ({
  slug: `${syllabusId}-00${n}`,
  title: `Terminal velocity of a falling ${word} sphere ${n}`,
  stem,
  commandWord: 'Calculate',
  difficulty: 3,
  topics: ['3.4.1.1'],
  hints: ['Balance the forces.'],
  parts: [
    {
      label: 'a',
      prompt: 'Calculate the terminal velocity.',
      commandWord: 'Calculate',
      marks: 3,
      answerType: 'numeric',
      answer: { value: 4.2, tolerance: 0.05, toleranceType: 'relative', units: 'm s^-1' },
      markScheme: [
        { point: 'weight equals drag', marks: 1, alternatives: ['mg = kv'], reject: ['mg > kv'] },
        { point: 'rearranges for v', marks: 1 },
        { point: '4.2 m s^-1', marks: 1 },
      ],
      workedSolution: 'At terminal velocity $mg = kv$, so $v = mg/k = 4.2$ m s$^{-1}$.',
    },
    {
      label: 'b',
      prompt: 'Explain why the sphere stops accelerating.',
      marks: 2,
      answerType: 'extended',
      markScheme: [
        { point: 'drag rises with speed', marks: 1 },
        { point: 'resultant force becomes zero', marks: 1 },
      ],
    },
  ],
});

function writeData(stems: string[]) {
  writeFileSync(
    join(dataDir, 'syllabuses', `${syllabusId}.json`),
    JSON.stringify({
      id: syllabusId,
      board: 'AQA',
      qualification: 'A-level',
      subject: 'Physics',
      title: 'A test physics syllabus',
      topics: [
        {
          code: '3.4',
          name: 'Mechanics and materials',
          description: 'Forces and motion.',
          children: [{ code: '3.4.1.1', name: 'Scalars and vectors', description: 'Adding vectors.' }],
        },
      ],
    }),
  );
  writeFileSync(
    join(dataDir, 'questions', 'original', `${syllabusId}.json`),
    JSON.stringify({ syllabus: syllabusId, questions: stems.map((stem, i) => question(i + 1, stem)) }),
  );
}

const importTestData = () => importContent(t.db, { dataDir, name: `test-${run}` });

beforeAll(async () => {
  t = await startTestApp();
  dataDir = mkdtempSync(join(tmpdir(), 'eps-originals-'));
  mkdirSync(join(dataDir, 'syllabuses'));
  mkdirSync(join(dataDir, 'questions', 'original'), { recursive: true });
});
afterAll(async () => {
  await t.db.query(`DELETE FROM questions WHERE source_key LIKE $1`, [`original:${syllabusId}-%`]);
  await t.db.query(`DELETE FROM syllabuses WHERE id = $1`, [syllabusId]);
  await t.db.query(`DELETE FROM content_imports WHERE name = $1`, [`test-${run}`]);
  await t.close();
});

it('imports original questions as approved, keyed on the slug; a changed question gets a new version', async () => {
  writeData(['A small sphere falls through oil.', 'A second sphere falls through glycerol.']);
  const first = await importTestData();
  expect(first.original).toMatchObject({ files: 1, inserted: 2, updated: 0, unchanged: 0 });
  expect(first.unresolvedTopicRefs).toEqual([]);

  const res = await request(t.http)
    .get('/api/questions')
    .query({ q: word, subject: 'Physics', board: 'AQA' });
  expect(res.status).toBe(200);
  const found = ZQuestionSearchResponseSchema.parse(res.body);
  expect(found.total).toBe(2);
  expect(found.items[0].source).toEqual({
    kind: 'original',
    url: null,
    licence: 'CC BY 4.0',
    attribution: 'Exam Prep Studio original, CC BY 4.0',
  });
  expect(found.facets.difficulty).toEqual([{ value: '3', count: 2 }]);
  expect(found.facets.commandWord).toEqual([{ value: 'Calculate', count: 2 }]);
  expect(found.facets.marks).toEqual([{ value: '5', count: 2 }]);

  const id = found.items.find((i) => i.title.endsWith('1'))!.id;
  const detail = ZQuestionDetailSchema.parse((await request(t.http).get(`/api/questions/${id}`)).body);
  expect(detail.topics.map((tp) => `${tp.syllabusId}:${tp.code}`)).toEqual([`${syllabusId}:3.4.1.1`]);
  expect(detail.parts[0]).toMatchObject({ units: 'm s^-1', choices: null, answerType: 'numeric', marks: 3 });
  expect(detail.parts[0].markScheme[0]).toEqual({
    point: 'weight equals drag',
    marks: 1,
    alternatives: ['mg = kv'],
    reject: ['mg > kv'],
  });
  expect(detail.hints).toEqual([{ kind: 'hint', text: 'Balance the forces.' }]);
  // A question filed under 3.4.1.1 is found under its parent topic too.
  const parent = await request(t.http)
    .get('/api/questions')
    .query({ topic: `${syllabusId}:3.4` });
  expect(parent.body.total).toBe(2);

  const again = await importTestData();
  expect(again.skipped).toBe(true);

  writeData(['A small sphere falls through warm oil.', 'A second sphere falls through glycerol.']);
  const changed = await importTestData();
  expect(changed.original).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
  const versions = await t.db.query(
    `SELECT v.version, v.change, v.snapshot->>'stem' AS stem FROM question_versions v WHERE v.question_id = $1 ORDER BY v.version`,
    [id],
  );
  expect(versions).toEqual([
    {
      version: 1,
      change: 'Imported from data/questions/original',
      stem: 'A small sphere falls through oil.',
    },
    {
      version: 2,
      change: 'Imported from data/questions/original (updated)',
      stem: 'A small sphere falls through warm oil.',
    },
  ]);
  const audit = await t.db.query(
    `SELECT action FROM audit_log WHERE entity_type = 'question' AND entity_id = $1`,
    [id],
  );
  expect(audit).toEqual([{ action: 'import-update' }]);
  const updated = ZQuestionDetailSchema.parse((await request(t.http).get(`/api/questions/${id}`)).body);
  expect(updated.version).toBe(2);
  expect(updated.stem).toBe('A small sphere falls through warm oil.');
  expect(updated.parts).toHaveLength(2);
});

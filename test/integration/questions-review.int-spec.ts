import request from 'supertest';
import {
  ZAuthoredQuestionListSchema,
  ZAuthoredQuestionSchema,
  ZImportReportSchema,
  ZQuestionSearchResponseSchema,
  ZReviewItemSchema,
} from '@eps/contracts';
import {
  loginAs,
  registerStudent,
  startTestApp,
  type TestApp,
  loginAsNewAdmin,
  registerTeacher,
} from './support/test-app';

/**
 * Writing and reviewing questions on real Postgres: roles, versions, audit entries, the queue, and that
 * only approved items reach search.
 */

let t: TestApp;
let admin: request.Agent;
let teacher: request.Agent;
let otherTeacher: request.Agent;
let student: request.Agent;
let topicId: string;

/** A question whose title word (a made-up one) is found in search only once it is approved. */
const question = (term: string, extra: Record<string, unknown> = {}) => ({
  title: `${term} oscillation of a spring`,
  stem: `A mass of $m = 0.5\\,\\text{kg}$ hangs from a spring; the ${term} coefficient is measured.`,
  topicIds: [topicId],
  hints: ['Use Hooke’s law.'],
  parts: [
    {
      label: 'a',
      prompt: 'Calculate the spring constant when the extension is 0.1 m.',
      marks: 2,
      answerType: 'numeric',
      answer: { value: 49, units: 'N/m', tolerance: 0.5 },
      markScheme: [
        { point: 'F = mg = 4.9 N', marks: 1 },
        { point: 'k = F/x = 49 N/m', marks: 1, alternatives: ['49.05 N/m'], reject: ['0.49'] },
      ],
      workedSolution: '$k = mg/x$',
    },
  ],
  ...extra,
});

/**
 * A made-up word of this run alone: runs share the database, and spell-correction would take a word
 * that merely shares a stem with an earlier run's word for a misspelling of it.
 */
const word = () =>
  Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const searchFor = async (word: string) =>
  ZQuestionSearchResponseSchema.parse(
    (await request(t.http).get('/api/questions').query({ q: word }).expect(200)).body,
  );
const auditOf = (id: string) =>
  t.db.query(`SELECT action, actor_id, details FROM audit_log WHERE entity_id = $1 ORDER BY id`, [id]);

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAsNewAdmin(t)).agent;
  teacher = (await registerTeacher(t, admin)).agent;
  otherTeacher = (await registerTeacher(t, admin)).agent;
  student = (await loginAs(t, (await registerStudent(t)).email)).agent;
  [{ id: topicId }] = await t.db.query(
    `SELECT id FROM topics WHERE syllabus_id = 'alevel-physics-aqa' LIMIT 1`,
  );
});
afterAll(() => t.close());

describe('writing and reviewing questions', () => {
  it('keeps a draft private, versions every save, and publishes it only when an admin approves', async () => {
    const zentravolt = word();
    const created = ZAuthoredQuestionSchema.parse(
      (await teacher.post('/api/questions').send(question(zentravolt)).expect(201)).body,
    );
    expect(created).toMatchObject({ status: 'draft', version: 1, suggestion: false });
    const id = created.id;

    // Another teacher's attempt at the draft is answered as if it did not exist (IDOR).
    expect((await otherTeacher.put(`/api/questions/${id}`).send(question(zentravolt))).status).toBe(404);
    expect((await otherTeacher.get(`/api/questions/${id}/edit`)).status).toBe(404);
    expect((await request(t.http).get(`/api/questions/${id}`)).status).toBe(404);

    const submitted = await teacher
      .put(`/api/questions/${id}`)
      .send({
        ...question(zentravolt, { title: `${zentravolt} oscillation of a loaded spring` }),
        submit: true,
      })
      .expect(200);
    expect(submitted.body).toMatchObject({ status: 'pending', version: 2 });
    expect((await searchFor(zentravolt)).items).toHaveLength(0);

    // Students and teachers cannot decide; a rejection needs a reason.
    expect((await student.post(`/api/questions/${id}/review`).send({ decision: 'approve' })).status).toBe(
      403,
    );
    expect((await teacher.get('/api/questions/pending')).status).toBe(403);
    const noReason = await admin.post(`/api/questions/${id}/review`).send({ decision: 'reject' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toMatch(/reason/);

    const queue = ZAuthoredQuestionListSchema.parse(
      (await admin.get('/api/questions/pending').expect(200)).body,
    );
    expect(queue.items.map((q) => q.id)).toContain(id);
    const item = ZReviewItemSchema.parse((await admin.get(`/api/questions/${id}/review`).expect(200)).body);
    expect(item.previousVersion).toBe(1);
    expect(item.changes).toEqual([
      {
        field: 'Title',
        before: `${zentravolt} oscillation of a spring`,
        after: `${zentravolt} oscillation of a loaded spring`,
      },
    ]);

    await admin.post(`/api/questions/${id}/review`).send({ decision: 'approve' }).expect(200);
    const found = await searchFor(zentravolt);
    expect(found.items.map((q) => q.id)).toEqual([id]);
    // Its words join the vocabulary, so a misspelling of the new word is corrected to it.
    const misspelt = `${zentravolt.slice(0, 5)}${zentravolt[6]}${zentravolt[5]}${zentravolt.slice(7)}`;
    expect((await searchFor(misspelt)).items.map((q) => q.id)).toContain(id);

    const versions = await t.db.query(
      `SELECT version, author_id FROM question_versions WHERE question_id = $1 ORDER BY version`,
      [id],
    );
    expect(versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    const audit = await auditOf(id);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['create', 'submit', 'review-approve']);
    const mine = ZAuthoredQuestionListSchema.parse(
      (await teacher.get('/api/questions/mine').expect(200)).body,
    );
    expect(mine.items.find((q) => q.id === id)).toMatchObject({
      status: 'approved',
      review: { decision: 'approve' },
    });
  });

  it('keeps the approved content searchable while a revision waits, and shows the author the reason', async () => {
    const quorbelite = word();
    const { id } = (
      await teacher
        .post('/api/questions')
        .send({ ...question(quorbelite), submit: true })
        .expect(201)
    ).body;
    await admin.post(`/api/questions/${id}/review`).send({ decision: 'approve' }).expect(200);

    const revision = question(quorbelite, { title: `${quorbelite} damping of a spring` });
    const saved = await teacher
      .put(`/api/questions/${id}`)
      .send({ ...revision, submit: true })
      .expect(200);
    expect(saved.body).toMatchObject({ status: 'approved', revisionStatus: 'pending', version: 1 });
    const live = await request(t.http).get(`/api/questions/${id}`).expect(200);
    expect(live.body.title).toBe(`${quorbelite} oscillation of a spring`);
    const item = ZReviewItemSchema.parse((await admin.get(`/api/questions/${id}/review`).expect(200)).body);
    expect(item.changes.map((c) => c.field)).toEqual(['Title']);

    await admin
      .post(`/api/questions/${id}/review`)
      .send({ decision: 'changes', reason: 'Say which mass was used.' })
      .expect(200);
    const mine = ZAuthoredQuestionListSchema.parse(
      (await teacher.get('/api/questions/mine').expect(200)).body,
    );
    expect(mine.items.find((q) => q.id === id)).toMatchObject({
      status: 'approved',
      revisionStatus: 'draft',
      review: { decision: 'changes', reason: 'Say which mass was used.' },
    });
    expect((await searchFor(quorbelite)).items.map((q) => q.id)).toEqual([id]);

    await teacher
      .put(`/api/questions/${id}`)
      .send({ ...revision, submit: true })
      .expect(200);
    await admin.post(`/api/questions/${id}/review`).send({ decision: 'approve' }).expect(200);
    expect((await request(t.http).get(`/api/questions/${id}`).expect(200)).body).toMatchObject({
      title: `${quorbelite} damping of a spring`,
      version: 3,
    });
    expect((await auditOf(id)).map((a: { action: string }) => a.action)).toEqual([
      'submit',
      'review-approve',
      'submit',
      'review-changes',
      'submit',
      'review-approve',
    ]);
  });

  it('takes a student’s question as a pending suggestion; a rejection keeps it out of search', async () => {
    const plimbarite = word();
    const res = await student.post('/api/questions').send(question(plimbarite)).expect(201);
    expect(res.body).toMatchObject({ status: 'pending', suggestion: true });
    await admin
      .post(`/api/questions/${res.body.id}/review`)
      .send({ decision: 'reject', reason: 'Duplicates an existing question.' })
      .expect(200);
    expect((await searchFor(plimbarite)).items).toHaveLength(0);
    expect((await request(t.http).post('/api/questions').send(question(plimbarite))).status).toBe(401);
    const [entry] = (await auditOf(res.body.id)).slice(-1);
    expect(entry).toMatchObject({
      action: 'review-reject',
      details: { reason: 'Duplicates an existing question.' },
    });
  });

  it('answers a 10,000-row CSV with bad rows with a per-row report naming the fields', async () => {
    const header = 'title,stem,prompt,marks,answer_type,answer,mark_scheme,topics\n';
    const rows = Array.from({ length: 10_000 }, (_, i) => {
      if (i % 1000 === 7) return `"Row ${i}",,"Find x, then y.",two,numeric,3,[1] idea,${topicId}`;
      if (i % 1000 === 8) return `"Row ${i}",,"Find x.",2,essay,3,[2] idea,`;
      if (i % 1000 === 9) return `"Row ${i}",,"Find x.",2,numeric,3,[1] idea,${topicId}`;
      return `"Bulk ${i} ""quoted""",stem,"Find x, then y.",2,numeric,3 m,[1] method | [1] answer,${topicId}`;
    });
    const res = await teacher
      .post('/api/questions/import')
      .attach('file', Buffer.from(header + rows.join('\n')), {
        filename: 'bank.csv',
        contentType: 'text/csv',
      });
    expect(res.status).toBe(200);
    const report = ZImportReportSchema.parse(res.body);
    expect(report).toMatchObject({ created: 9_970, failed: 30 });
    expect(report.rows[7 + 1 - 1]).toMatchObject({ row: 9, id: null, errors: [{ field: 'marks' }] });
    expect(report.rows[8].errors.map((e) => e.field)).toEqual(['answer_type']);
    expect(report.rows[9].errors.map((e) => e.field)).toEqual(['mark_scheme']);
    const [{ status, count }] = await t.db.query(
      `SELECT min(status) AS status, count(*)::int AS count FROM questions WHERE id = ANY($1::uuid[])`,
      [report.rows.flatMap((r) => (r.id ? [r.id] : []))],
    );
    expect({ status, count }).toEqual({ status: 'pending', count: 9_970 });
    // Out of the shared queue again, so later runs and files see a queue of their own items.
    await t.db.query(`DELETE FROM questions WHERE id = ANY($1::uuid[])`, [
      report.rows.flatMap((r) => (r.id ? [r.id] : [])),
    ]);
  });

  it('refuses an import that is too large, empty or not a question list with clear 4xx messages', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 'a');
    const tooLarge = await teacher.post('/api/questions/import').attach('file', big, 'big.csv');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toMatch(/limit is 5 MB/);
    const noHeader = await teacher.post('/api/questions/import').send({ csv: 'a,b\n1,2' });
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.error).toMatch(/missing: title, prompt/);
    expect((await teacher.post('/api/questions/import').send({ nothing: 1 })).status).toBe(400);
    const json = await teacher
      .post('/api/questions/import')
      .send([
        question('vexmorine'),
        { ...question('vexmorine'), topicIds: ['00000000-0000-4000-8000-000000000000'] },
      ]);
    expect(ZImportReportSchema.parse(json.body)).toMatchObject({
      created: 1,
      rows: [
        { row: 1, errors: [] },
        { row: 2, id: null, errors: [{ field: 'topics' }] },
      ],
    });
  });
});

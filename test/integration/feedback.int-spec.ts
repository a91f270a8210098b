import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  FEEDBACK_MAX_STUDENTS,
  JOB_ID_HEADER,
  ZFeedbackBatchListResponseSchema,
  ZFeedbackBatchSchema,
  ZFeedbackStudentSchema,
  type FeedbackBatch,
} from '@eps/contracts';
import { guestAgent, isPdf, pdfText } from './support/compile-client';
import { openEventStream } from './support/sse';
import {
  loginAs,
  registerStudent,
  tokenCookieOf,
  loginAsNewAdmin,
  registerTeacher,
} from './support/test-app';
import { appWithWorkers } from './support/workers';

/** The student feedback generator on real Postgres, Redis and a compile worker (issue 17, item 6). */

const stack = appWithWorkers(1);
const { workers } = stack;

type Agent = request.Agent;
let admin: Agent;
let teacher: Agent;
let teacherCookie: string;
let otherTeacher: Agent;
let student: Agent;

const RUBRIC = [
  { point: 'Plants absorb light energy with chlorophyll', marks: 2 },
  { point: 'Carbon dioxide and water are the reactants', marks: 1 },
  { point: 'Oxygen is released as a by-product', marks: 1 },
];
const QUESTION = 'Describe what happens in photosynthesis.';

const ANSWERS = [
  'Chlorophyll absorbs light energy. Carbon dioxide and water react and oxygen is released.',
  'The plant takes in carbon dioxide and water.',
  'Light is absorbed by chlorophyll in the leaves, and oxygen is given off.',
  'Plants eat soil to grow.',
  'Oxygen is released, and the plant uses carbon dioxide and water.',
];
const NAMES = ['Ana Lima', 'Ben Okafor', 'Cara Singh', 'Dev Patel', 'Eli Novak', 'Fay Chen'];

/** A class of 30 with a comma, quotes and a line break in some answers, as spreadsheets write them. */
function classCsv(count = 30): string {
  const rows = Array.from({ length: count }, (_, i) => {
    const name = `${NAMES[i % NAMES.length]} ${Math.floor(i / NAMES.length) + 1}`;
    const answer = i === 7 ? 'Light, "absorbed"\nby chlorophyll' : ANSWERS[i % ANSWERS.length];
    return `${name},"${answer.replace(/"/g, '""')}"`;
  });
  return ['name,answer', ...rows].join('\n');
}

const create = (agent: Agent, body: Record<string, unknown>) =>
  agent.post('/api/feedback/batches').send(body);

const getBinary = (agent: Agent, url: string) =>
  agent
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

beforeAll(async () => {
  admin = (await loginAsNewAdmin(stack.t)).agent;
  const signedIn = await registerTeacher(stack.t, admin);
  teacher = signedIn.agent;
  teacherCookie = tokenCookieOf(signedIn.res)!.split(';')[0];
  otherTeacher = (await registerTeacher(stack.t, admin)).agent;
  student = (await loginAs(stack.t, (await registerStudent(stack.t)).email)).agent;
});

describe('a class of 30 marked against a rubric', () => {
  let batch: FeedbackBatch;

  beforeAll(async () => {
    const jobId = randomUUID();
    const stream = await openEventStream(stack.t, teacherCookie, jobId);
    const res = await create(teacher, { question: QUESTION, rubric: RUBRIC, csv: classCsv() }).set(
      JOB_ID_HEADER,
      jobId,
    );
    if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
    batch = ZFeedbackBatchSchema.parse(res.body);
    const events = await stream.events;
    const marking = events.filter((e) => e.step === 'marking');
    expect(marking).toHaveLength(30);
    expect(marking.at(-1)?.message).toMatch(/^Marked 30 of 30: /);
    expect(events.at(-1)?.stage).toBe('completed');
  });

  it('marks every student point by point with a score, a comment and a summary of the class', () => {
    expect(batch.title).toBe(QUESTION);
    expect(batch.students).toHaveLength(30);
    expect(batch.students.map((s) => s.position)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(batch.students[7].answer).toBe('Light, "absorbed"\nby chlorophyll');
    for (const s of batch.students) {
      expect(s.points).toHaveLength(3);
      expect(s.maxScore).toBe(4);
      expect(s.score).toBe(s.points.filter((p) => p.awarded).reduce((sum, p) => sum + p.marks, 0));
      expect(s.comment).toContain(s.name.split(' ')[0]);
    }
    const full = batch.students[0];
    expect(full.score).toBe(4);
    const none = batch.students[3];
    expect(none.score).toBe(0);
    // Comments are written per student, not one canned text for all.
    const comments = new Set(batch.students.map((s) => s.comment.replace(s.name.split(' ')[0], '')));
    expect(comments.size).toBeGreaterThan(5);
    const { summary } = batch;
    expect(summary.students).toBe(30);
    expect(summary.distribution.reduce((n, d) => n + d.students, 0)).toBe(30);
    expect(summary.missedPoints).toHaveLength(3);
    const missed = summary.missedPoints.map((p) => p.missedBy);
    expect(missed).toEqual([...missed].sort((a, b) => b - a));
  });

  it('lists and reopens the batch for its owner only; another teacher gets 404 everywhere', async () => {
    const mine = ZFeedbackBatchListResponseSchema.parse(
      (await teacher.get('/api/feedback/batches').expect(200)).body,
    );
    expect(mine.items[0]).toMatchObject({ id: batch.id, students: 30, maxScore: 4 });
    expect(
      ZFeedbackBatchSchema.parse((await teacher.get(`/api/feedback/batches/${batch.id}`).expect(200)).body)
        .id,
    ).toBe(batch.id);

    const theirs = ZFeedbackBatchListResponseSchema.parse(
      (await otherTeacher.get('/api/feedback/batches').expect(200)).body,
    );
    expect(theirs.items.map((b) => b.id)).not.toContain(batch.id);
    const studentId = batch.students[0].id;
    for (const url of [
      `/api/feedback/batches/${batch.id}`,
      `/api/feedback/batches/${batch.id}/export.csv`,
      `/api/feedback/batches/${batch.id}/students/${studentId}/feedback.pdf`,
    ])
      expect((await otherTeacher.get(url)).body.code).toBe('FEEDBACK_BATCH_NOT_FOUND');
    const patch = await otherTeacher
      .patch(`/api/feedback/batches/${batch.id}/students/${studentId}`)
      .send({ comment: 'x' });
    expect(patch.status).toBe(404);
    expect((await teacher.get('/api/feedback/batches/not-a-uuid')).status).toBe(404);
    expect(
      (await teacher.get(`/api/feedback/batches/${batch.id}/students/${randomUUID()}/feedback.pdf`)).status,
    ).toBe(404);
  });

  it("keeps a teacher's edits of marks and comment, and exports them in the CSV", async () => {
    const target = batch.students[1];
    const awarded = target.points.map(() => true);
    const edited = ZFeedbackStudentSchema.parse(
      (
        await teacher
          .patch(`/api/feedback/batches/${batch.id}/students/${target.id}`)
          .send({ awarded, comment: 'Great = "clear" answer, Ben.' })
          .expect(200)
      ).body,
    );
    expect(edited).toMatchObject({ score: 4, edited: true, comment: 'Great = "clear" answer, Ben.' });
    expect(edited.points.every((p) => p.awarded && p.verdict === 'awarded')).toBe(true);

    const wrong = await teacher
      .patch(`/api/feedback/batches/${batch.id}/students/${target.id}`)
      .send({ awarded: [true] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('awarded must have 3 entries, one per marking point in order.');
    const empty = await teacher.patch(`/api/feedback/batches/${batch.id}/students/${target.id}`).send({});
    expect(empty.status).toBe(400);

    const csv = await teacher.get(`/api/feedback/batches/${batch.id}/export.csv`).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="describe-what-happens-in-photosynthesis-feedback\.csv"$/,
    );
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(31);
    expect(lines[0]).toBe(
      '"name","score","max_score","1. Plants absorb light energy with chlorophyll (2)","2. Carbon dioxide and water are the reactants (1)","3. Oxygen is released as a by-product (1)","comment","borderline","edited"',
    );
    expect(lines[2]).toMatch(
      /^"Ben Okafor 1","4","4","2","1","1","Great = ""clear"" answer, Ben\.","(yes|no)","yes"$/,
    );
  });

  it(
    "typesets one student's feedback and the class's through the compile worker",
    workers.explain(async () => {
      const one = batch.students[0];
      const res = await getBinary(
        teacher,
        `/api/feedback/batches/${batch.id}/students/${one.id}/feedback.pdf`,
      );
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(isPdf(res.body as Buffer)).toBe(true);
      const text = pdfText(res.body as Buffer);
      expect(text).toContain('Ana Lima 1');
      expect(text).toContain('Score: 4 / 4');
      expect(text).toMatch(/Teacher.s comment/);
      const all = await getBinary(teacher, `/api/feedback/batches/${batch.id}/feedback.pdf`);
      expect(all.status).toBe(200);
      expect(pdfText(all.body as Buffer)).toContain('Fay Chen 5');
    }),
    180_000,
  );
});

describe('who may use it', () => {
  it('refuses students and guests with 403, and lets admins in', async () => {
    const body = { rubric: RUBRIC, csv: classCsv(2) };
    for (const agent of [student, await guestAgent(stack.t)]) {
      const res = await create(agent, body);
      expect(res.status).toBe(403);
      expect((await agent.get('/api/feedback/batches')).status).toBe(403);
    }
    expect((await create(admin, body)).status).toBe(201);
  });
});

describe('a bank question', () => {
  it("marks against the question's own mark scheme and keeps a copy of it", async () => {
    const [q]: { id: string }[] = await stack.t.db.query(
      `SELECT q.id FROM questions q JOIN question_parts p ON p.question_id = q.id
       WHERE q.status = 'approved'
         AND (SELECT count(*) FROM mark_scheme_points m WHERE m.part_id = p.id) >= 2
       GROUP BY q.id HAVING count(p.id) = 1 LIMIT 1`,
    );
    const res = await create(teacher, {
      questionId: q.id,
      students: [{ name: 'Ana', answer: 'I do not know.' }],
    });
    expect(res.status).toBe(201);
    const batch = ZFeedbackBatchSchema.parse(res.body);
    expect(batch.questionId).toBe(q.id);
    expect(batch.scheme.length).toBeGreaterThanOrEqual(2);
    expect(batch.students[0].points).toHaveLength(batch.scheme.length);
  });
});

describe('bad class lists', () => {
  const refuse = async (body: Record<string, unknown>) => {
    const res = await create(teacher, { rubric: RUBRIC, ...body });
    expect(res.status).toBe(400);
    return res.body as { error: string; code: string; details?: { path: string; message: string }[] };
  };

  it('names missing columns, every half-empty row, too many rows and a file that is not CSV', async () => {
    expect(await refuse({ csv: 'student,mark\nAna,3\n' })).toMatchObject({ code: 'FEEDBACK_CSV_COLUMNS' });
    const rows = await refuse({ csv: 'name,answer\nAna,light\n,water\nCara,\n,,\nDev,oxygen\n' });
    expect(rows.code).toBe('FEEDBACK_CSV_ROWS');
    expect(rows.details).toEqual([
      { path: 'csv.line3', message: 'Line 3: the name is empty.' },
      {
        path: 'csv.line4',
        message: 'Line 4: Cara\'s answer is empty (write "no answer" if the student left it blank).',
      },
    ]);
    const many = ['name,answer', ...Array.from({ length: 1_001 }, (_, i) => `Student ${i},light`)].join('\n');
    expect((await refuse({ csv: many })).error).toBe(
      `The CSV has 1,001 students; a batch takes at most ${FEEDBACK_MAX_STUDENTS}. Split the class into smaller batches.`,
    );
    expect(await refuse({ csv: '%PDF-1.7\n1 0 obj\u0000' })).toMatchObject({ code: 'FEEDBACK_NOT_CSV' });
    expect(await refuse({ csv: 'name,answer\n' })).toMatchObject({ code: 'FEEDBACK_CSV_EMPTY' });
  });

  it('asks for one source of answers and one thing to mark against', async () => {
    expect((await refuse({})).error).toContain('either as csv text or as a students list');
    const both = await create(teacher, { questionId: randomUUID(), rubric: RUBRIC, csv: classCsv(1) });
    expect(both.status).toBe(400);
    const unknown = await create(teacher, { questionId: randomUUID(), csv: classCsv(1) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('GRADER_QUESTION_NOT_FOUND');
    const blank = await refuse({ students: [{ name: 'Ana', answer: '   ' }] });
    expect(blank.details?.[0]).toEqual({ path: 'students.0.answer', message: 'answer must not be empty.' });
  });
});

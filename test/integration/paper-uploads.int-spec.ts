import request from 'supertest';
import {
  PAPER_UPLOAD_MAX_BYTES,
  ZPaperReviewItemSchema,
  ZPaperUploadListSchema,
  ZPaperUploadSchema,
  ZPastPaperListResponseSchema,
} from '@eps/contracts';
import { makePdf } from './support/pdf-fixtures';
import {
  loginAs,
  registerStudent,
  startTestApp,
  uniqueEmail,
  type TestApp,
  loginAsNewAdmin,
  registerTeacher,
} from './support/test-app';

/**
 * Whole papers uploaded for review on real Postgres and file storage: who may upload and see what, the
 * checks on the files and the metadata, versions and their diff, decisions in the audit log, and that
 * only approved papers are past papers.
 */

let t: TestApp;
let admin: request.Agent;
let teacher: request.Agent;
let otherTeacher: request.Agent;
let student: request.Agent;
let qp: Buffer;
let ms: Buffer;

/** The metadata every upload here shares; each test gives its own year. */
const META = { syllabusId: 'alevel-physics-aqa', session: 'May/June', paperNumber: '2' };

function upload(agent: request.Agent, fields: Record<string, string>, files: Record<string, Buffer> = {}) {
  const req = agent.post('/api/paper-uploads');
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  for (const [name, bytes] of Object.entries(files)) req.attach(name, bytes, `${name}.pdf`);
  return req;
}
const both = () => ({ questionPaper: qp, markScheme: ms });
const auditOf = (id: string) =>
  t.db.query(`SELECT action, actor_id, details FROM audit_log WHERE entity_id = $1 ORDER BY id`, [id]);
const pastPapers = async (year: number) =>
  ZPastPaperListResponseSchema.parse(
    (
      await request(t.http)
        .get('/api/past-papers')
        .query({ year: String(year) })
        .expect(200)
    ).body,
  ).papers;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' });
  admin = (await loginAsNewAdmin(t)).agent;
  teacher = (await registerTeacher(t, admin)).agent;
  otherTeacher = (await registerTeacher(t, admin)).agent;
  student = (await loginAs(t, (await registerStudent(t)).email)).agent;
  qp = await makePdf('Question paper', 3);
  ms = await makePdf('Mark scheme', 2);
});
afterAll(() => t.close());

describe('uploading a paper and reviewing it', () => {
  it('keeps an upload private until an admin approves it, then lists it as a past paper with its PDFs', async () => {
    const created = await upload(
      teacher,
      { ...META, year: '2019', title: 'Mechanics and materials' },
      both(),
    );
    expect(created.status).toBe(201);
    const paper = ZPaperUploadSchema.parse(created.body);
    expect(paper).toMatchObject({
      status: 'pending',
      version: 1,
      suggestion: false,
      board: 'AQA',
      title: 'Mechanics and materials',
      questionPaper: { pages: 3, bytes: qp.length },
      markScheme: { pages: 2, bytes: ms.length },
    });

    // Another teacher, a student and a visitor see nothing of it (IDOR answers 404 like a missing id).
    for (const path of ['', '/question-paper.pdf', '/mark-scheme.pdf'])
      expect((await otherTeacher.get(`/api/paper-uploads/${paper.id}${path}`)).status).toBe(404);
    expect((await student.get(`/api/paper-uploads/${paper.id}`)).status).toBe(404);
    expect((await request(t.http).get(`/api/paper-uploads/${paper.id}`)).status).toBe(401);
    expect((await request(t.http).get(`/api/past-papers/${paper.id}/question-paper.pdf`)).status).toBe(404);
    expect((await pastPapers(2019)).map((p) => p.id)).not.toContain(paper.id);

    const own = await teacher.get(`/api/paper-uploads/${paper.id}/question-paper.pdf`).expect(200);
    expect(Buffer.compare(own.body as Buffer, qp)).toBe(0);
    const mine = ZPaperUploadListSchema.parse(
      (await teacher.get('/api/paper-uploads/mine').expect(200)).body,
    );
    expect(mine.items.map((p) => p.id)).toContain(paper.id);

    // Only admins see the queue and decide.
    expect((await teacher.get('/api/paper-uploads/pending')).status).toBe(403);
    expect(
      (await student.post(`/api/paper-uploads/${paper.id}/review`).send({ decision: 'approve' })).status,
    ).toBe(403);
    const queue = ZPaperUploadListSchema.parse(
      (await admin.get('/api/paper-uploads/pending').expect(200)).body,
    );
    expect(queue.items.map((p) => p.id)).toContain(paper.id);
    const item = ZPaperReviewItemSchema.parse(
      (await admin.get(`/api/paper-uploads/${paper.id}/review`).expect(200)).body,
    );
    expect(item.previousVersion).toBeNull();
    expect(item.changes.map((c) => c.field)).toEqual(
      expect.arrayContaining(['Syllabus', 'Year', 'Question paper']),
    );
    const adminView = await admin.get(`/api/paper-uploads/${paper.id}/mark-scheme.pdf`).expect(200);
    expect(Buffer.compare(adminView.body as Buffer, ms)).toBe(0);

    const approved = await admin
      .post(`/api/paper-uploads/${paper.id}/review`)
      .send({ decision: 'approve' })
      .expect(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      review: { decision: 'approve', reviewerName: 'Ada Admin' },
    });
    const listed = (await pastPapers(2019)).find((p) => p.id === paper.id);
    expect(listed).toMatchObject({
      source: 'uploaded',
      board: 'AQA',
      qualification: 'A-level',
      subject: 'Physics',
      session: 'May/June 2019',
      paperNumber: 2,
      title: 'Mechanics and materials',
      questions: [],
      questionPaperUrl: `/api/past-papers/${paper.id}/question-paper.pdf`,
    });
    const pub = await request(t.http).get(listed!.markSchemeUrl).expect(200).expect('Content-Type', /pdf/);
    expect(Buffer.compare(pub.body as Buffer, ms)).toBe(0);

    // A second decision is refused; the audit log has both steps with their actors.
    expect(
      (await admin.post(`/api/paper-uploads/${paper.id}/review`).send({ decision: 'approve' })).status,
    ).toBe(409);
    const audit = await auditOf(paper.id);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['submit', 'review-approve']);
  });

  it('sends a paper back, takes a new version with one file replaced, shows the diff, and audits each step', async () => {
    const { body } = await upload(teacher, { ...META, year: '2018' }, both()).expect(201);
    const id = body.id as string;
    expect(body.title).toBe('A-level Physics Paper 2');
    const noReason = await admin.post(`/api/paper-uploads/${id}/review`).send({ decision: 'changes' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toMatch(/reason/);
    await admin
      .post(`/api/paper-uploads/${id}/review`)
      .send({ decision: 'changes', reason: 'The mark scheme is for paper 1.' })
      .expect(200);
    const mine = ZPaperUploadListSchema.parse(
      (await teacher.get('/api/paper-uploads/mine').expect(200)).body,
    );
    expect(mine.items.find((p) => p.id === id)).toMatchObject({
      status: 'changes_requested',
      review: { decision: 'changes', reason: 'The mark scheme is for paper 1.' },
    });

    // Only its uploader resubmits; another teacher's attempt is a 404.
    const stranger = otherTeacher.put(`/api/paper-uploads/${id}`);
    for (const [k, v] of Object.entries({ ...META, year: '2018' })) stranger.field(k, v);
    expect((await stranger).status).toBe(404);
    const newMs = await makePdf('Mark scheme for paper 2', 4);
    const put = teacher.put(`/api/paper-uploads/${id}`);
    for (const [k, v] of Object.entries({ ...META, year: '2018', totalMarks: '85' })) put.field(k, v);
    const resubmitted = await put.attach('markScheme', newMs, 'ms.pdf').expect(200);
    expect(resubmitted.body).toMatchObject({
      status: 'pending',
      version: 2,
      totalMarks: 85,
      markScheme: { pages: 4 },
    });

    const item = ZPaperReviewItemSchema.parse(
      (await admin.get(`/api/paper-uploads/${id}/review`).expect(200)).body,
    );
    expect(item.previousVersion).toBe(1);
    expect(item.changes.map((c) => c.field)).toEqual(['Total marks', 'Mark scheme']);
    expect(item.changes[1].before).toMatch(/^2 pages/);
    expect(item.changes[1].after).toMatch(/^4 pages/);
    // The question paper was kept: the new version still serves the first file.
    const kept = await teacher.get(`/api/paper-uploads/${id}/question-paper.pdf`).expect(200);
    expect(Buffer.compare(kept.body as Buffer, qp)).toBe(0);

    await admin
      .post(`/api/paper-uploads/${id}/review`)
      .send({ decision: 'reject', reason: 'Copyrighted.' })
      .expect(200);
    const again = teacher.put(`/api/paper-uploads/${id}`);
    for (const [k, v] of Object.entries({ ...META, year: '2018' })) again.field(k, v);
    expect((await again).status).toBe(409);
    expect((await pastPapers(2018)).map((p) => p.id)).not.toContain(id);
    const audit = await auditOf(id);
    expect(audit.map((a: { action: string }) => a.action)).toEqual([
      'submit',
      'review-changes',
      'resubmit',
      'review-reject',
    ]);
    expect(audit[3].details).toMatchObject({ reason: 'Copyrighted.', version: 2 });
  });

  it('lets only one of two racing decisions through', async () => {
    const { body } = await upload(teacher, { ...META, year: '2015' }, both()).expect(201);
    const decide = (decision: string) =>
      admin.post(`/api/paper-uploads/${body.id}/review`).send({ decision, reason: 'Checked.' });
    const decisions = (await Promise.all([decide('approve'), decide('reject')])).map((r) => r.status);
    expect(decisions.sort()).toEqual([200, 409]);
    const reviews = (await auditOf(body.id)).filter((a: { action: string }) =>
      a.action.startsWith('review-'),
    );
    expect(reviews).toHaveLength(1);
  });

  it("marks a student's upload as a suggestion and refuses guests", async () => {
    const res = await upload(student, { ...META, year: '2017' }, both()).expect(201);
    expect(res.body).toMatchObject({ suggestion: true, status: 'pending' });
    const guest = request.agent(t.http);
    await guest.post('/api/guest-login').expect(200);
    expect((await upload(guest, { ...META, year: '2017' }, both())).status).toBe(403);
  });
});

describe('bad uploads get a 4xx a person can act on', () => {
  it('names the missing metadata', async () => {
    const res = await upload(teacher, { syllabusId: 'alevel-physics-aqa', session: 'May/June' }, both());
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['year', 'paperNumber']),
    );
    const badYear = await upload(teacher, { ...META, year: 'last year' }, both());
    expect(badYear.status).toBe(400);
    expect(badYear.body.error).toMatch(/year must be a whole number/);
    const unknown = await upload(teacher, { ...META, year: '2019', syllabusId: 'no-such-syllabus' }, both());
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('UNKNOWN_SYLLABUS');
  });

  it('asks for a missing file and refuses a file that is not a PDF, by its content', async () => {
    const missing = await upload(teacher, { ...META, year: '2019' }, { questionPaper: qp });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Attach the mark scheme as a PDF.');
    const text = await upload(
      teacher,
      { ...META, year: '2019' },
      { questionPaper: qp, markScheme: Buffer.from('hello') },
    );
    expect(text.status).toBe(415);
    expect(text.body.error).toMatch(/The mark scheme is not a PDF that can be opened/);
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 'x')]);
    const fake = await upload(teacher, { ...META, year: '2019' }, { questionPaper: broken, markScheme: ms });
    expect(fake.status).toBe(415);
    expect(fake.body.error).toMatch(/The question paper is not a PDF .*damaged/);
  });

  it('refuses a file over the size limit and says what the limit is', async () => {
    const huge = Buffer.concat([qp, Buffer.alloc(PAPER_UPLOAD_MAX_BYTES + 1 - qp.length)]);
    const res = await upload(teacher, { ...META, year: '2019' }, { questionPaper: huge, markScheme: ms });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/at most 25 MB/);
    const count = await t.db.query(`SELECT count(*)::int AS n FROM paper_uploads WHERE qp_bytes > $1`, [
      PAPER_UPLOAD_MAX_BYTES,
    ]);
    expect(count[0].n).toBe(0);
  });

  it('answers 429 past RATE_LIMIT_UPLOADS_PER_MINUTE', async () => {
    const limited = await startTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1' });
    try {
      const email = uniqueEmail('uploader');
      await registerStudent(limited, email);
      const { agent } = await loginAs(limited, email);
      const send = () => {
        const req = agent.post('/api/paper-uploads');
        for (const [k, v] of Object.entries({ ...META, year: '2016' })) req.field(k, v);
        return req.attach('questionPaper', qp, 'qp.pdf').attach('markScheme', ms, 'ms.pdf');
      };
      expect((await send()).status).toBe(201);
      const second = await send();
      expect(second.status).toBe(429);
      expect(second.body.error).toMatch(/at most 1 a minute/);
    } finally {
      await limited.close();
    }
  });
});

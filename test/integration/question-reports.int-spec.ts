import request from 'supertest';
import { ZQuestionReportListSchema, ZQuestionReportSchema } from '@eps/contracts';
import {
  loginAs,
  registerStudent,
  startTestApp,
  uniqueEmail,
  type TestApp,
  loginAsNewAdmin,
} from './support/test-app';

/** The exam question page's problem reports as admins work them in the review queue, on real Postgres. */

let t: TestApp;
let admin: request.Agent;
let adminId: string;
let student: request.Agent;
let questionId: string;

beforeAll(async () => {
  t = await startTestApp();
  ({
    agent: admin,
    user: { id: adminId },
  } = await loginAsNewAdmin(t));
  student = (await loginAs(t, (await registerStudent(t, uniqueEmail(), 'Sam Student')).email)).agent;
  [{ id: questionId }] = await t.db.query(
    `SELECT id FROM questions WHERE source_key = 'original:ap-physics-1-001'`,
  );
});
afterAll(() => t.close());

const report = async (agent: request.Agent, details: string) =>
  (
    await agent
      .post(`/api/questions/${questionId}/reports`)
      .send({ reason: 'wrong-answer', details })
      .expect(201)
  ).body.id as string;

describe('problem reports in the review queue', () => {
  it('lists open reports to admins only, with the question and the reporter', async () => {
    const id = await report(student, 'Part (a) should be 26 m.');
    const guest = request.agent(t.http);
    await guest.post('/api/guest-login').expect(200);
    const fromGuest = await report(guest, 'The graph is missing.');

    expect((await student.get('/api/questions/reports')).status).toBe(403);
    expect((await guest.get('/api/questions/reports')).status).toBe(403);
    const { items } = ZQuestionReportListSchema.parse(
      (await admin.get('/api/questions/reports').expect(200)).body,
    );
    expect(items.find((r) => r.id === id)).toMatchObject({
      questionId,
      reason: 'wrong-answer',
      details: 'Part (a) should be 26 m.',
      reporterName: 'Sam Student',
      status: 'open',
    });
    expect(items.find((r) => r.id === fromGuest)?.reporterName).toBe('Guest');
    expect(items.find((r) => r.id === id)?.questionTitle).toBeTruthy();
    const bad = await admin.get('/api/questions/reports').query({ status: 'closed' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/status must be open or all/);
  });

  it('resolves a report once, as fixed or dismissed with a note, and audits it', async () => {
    const id = await report(student, 'Units are wrong.');
    expect(
      (await student.post(`/api/questions/reports/${id}/resolve`).send({ outcome: 'fixed' })).status,
    ).toBe(403);
    const bad = await admin.post(`/api/questions/reports/${id}/resolve`).send({ outcome: 'ignored' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/outcome must be fixed or dismissed/);

    const resolved = ZQuestionReportSchema.parse(
      (
        await admin
          .post(`/api/questions/reports/${id}/resolve`)
          .send({ outcome: 'dismissed', note: 'The units are right: m/s.' })
          .expect(200)
      ).body,
    );
    expect(resolved).toMatchObject({
      status: 'dismissed',
      resolverName: 'Ada Admin',
      resolutionNote: 'The units are right: m/s.',
    });
    expect(resolved.resolvedAt).not.toBeNull();
    const open = ZQuestionReportListSchema.parse(
      (await admin.get('/api/questions/reports').expect(200)).body,
    );
    expect(open.items.map((r) => r.id)).not.toContain(id);
    const all = ZQuestionReportListSchema.parse(
      (await admin.get('/api/questions/reports').query({ status: 'all' }).expect(200)).body,
    );
    expect(all.items.map((r) => r.id)).toContain(id);

    const again = await admin.post(`/api/questions/reports/${id}/resolve`).send({ outcome: 'fixed' });
    expect(again.status).toBe(409);
    expect(
      (await admin.post('/api/questions/reports/not-an-id/resolve').send({ outcome: 'fixed' })).status,
    ).toBe(404);
    const audit = await t.db.query(
      `SELECT entity_type, action, actor_id, details FROM audit_log WHERE entity_id = $1 ORDER BY id`,
      [id],
    );
    expect(audit).toEqual([
      {
        entity_type: 'question-report',
        action: 'report-dismissed',
        actor_id: adminId,
        details: { questionId, reason: 'wrong-answer', note: 'The units are right: m/s.' },
      },
    ]);
  });
});

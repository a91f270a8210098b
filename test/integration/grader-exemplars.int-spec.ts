import request from 'supertest';
import {
  ZGraderExemplarSchema,
  ZGraderMarkResultSchema,
  ZQuestionDetailSchema,
  type GraderMarkResult,
  type QuestionDetail,
} from '@eps/contracts';
import { guestSession, type Agent } from './support/compile-client';
import { loginAs, registerStudent, startTestApp, uniqueEmail, type TestApp } from './support/test-app';

/** POST /api/grader/exemplars: a teacher's confirmed marks, and how POST /api/grader/mark uses them. */

const CONFIRMED_RIGHT =
  'Shake the sample with ethanol, then add water. A milky white emulsion shows a lipid.';
const CONFIRMED_WRONG = 'Add iodine solution and it turns blue-black.';
const NEAR_DUPLICATE =
  'Shake the sample with ethanol and then add water: a milky white emulsion shows lipid.';

describe('marked exemplars', () => {
  let t: TestApp;
  let teacher: Agent;
  let emulsionTest: { questionId: string; partId: string };

  async function userWithRole(role: 'student' | 'teacher' | 'admin'): Promise<Agent> {
    const { email, user } = await registerStudent(t, uniqueEmail(role));
    await t.db.query(`UPDATE users SET role = $1 WHERE id = $2`, [role, user.id]);
    return (await loginAs(t, email)).agent;
  }

  const mark = async (as: Agent, answer: string): Promise<GraderMarkResult> => {
    const res = await as.post('/api/grader/mark').send({ ...emulsionTest, answer });
    expect(res.status).toBe(200);
    return ZGraderMarkResultSchema.parse(res.body);
  };
  const confirm = (as: Agent, gradedAnswerId: string, awarded: boolean[]) =>
    as.post('/api/grader/exemplars').send({ gradedAnswerId, points: awarded.map((a) => ({ awarded: a })) });

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_AI_PER_MINUTE: '1000' });
    teacher = await userWithRole('teacher');
    const [row] = await t.db.query(`SELECT id FROM questions WHERE source_key = $1`, [
      'original:alevel-biology-aqa-003',
    ]);
    const lipids: QuestionDetail = ZQuestionDetailSchema.parse(
      (await request(t.http).get(`/api/questions/${row.id}`)).body,
    );
    emulsionTest = { questionId: lipids.id, partId: lipids.parts.find((p) => p.label === 'c')!.id };
    // The database outlives a run: start this question's part without the exemplars of an earlier one.
    await t.db.query(`DELETE FROM marking_exemplars WHERE question_id = $1`, [lipids.id]);
  });
  afterAll(() => t.close());

  it('marks a near-duplicate of a confirmed answer the same way, with more confidence', async () => {
    const before = await mark(teacher, NEAR_DUPLICATE);
    const right = await mark(teacher, CONFIRMED_RIGHT);
    const wrong = await mark(teacher, CONFIRMED_WRONG);
    const res = await confirm(teacher, right.id, [true, true]);
    expect(res.status).toBe(200);
    expect(ZGraderExemplarSchema.parse(res.body)).toMatchObject({
      gradedAnswerId: right.id,
      ...emulsionTest,
      answer: CONFIRMED_RIGHT,
      source: 'teacher',
      points: [
        { point: 'shake sample with ethanol then add water', awarded: true },
        { point: 'milky/white emulsion indicates lipid', awarded: true },
      ],
    });
    expect((await confirm(teacher, wrong.id, [false, false])).status).toBe(200);

    const after = await mark(teacher, NEAR_DUPLICATE);
    expect(after.points.map((p) => p.awarded)).toEqual([true, true]);
    after.points.forEach((p, i) => expect(p.confidence).toBeGreaterThan(before.points[i].confidence));
    // The graded answer keeps the scheme it was marked against, without the exemplars.
    const [stored] = await t.db.query(`SELECT mark_scheme FROM graded_answers WHERE id = $1`, [after.id]);
    expect(stored.mark_scheme[0]).not.toHaveProperty('exemplars');
  });

  it('replaces the verdicts when the same answer is confirmed again', async () => {
    const graded = await mark(teacher, 'Shake it with ethanol and water.');
    await confirm(teacher, graded.id, [true, false]);
    const res = await confirm(teacher, graded.id, [true, true]);
    expect(res.status).toBe(200);
    const rows = await t.db.query(`SELECT points FROM marking_exemplars WHERE graded_answer_id = $1`, [
      graded.id,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].points.map((p: { awarded: boolean }) => p.awarded)).toEqual([true, true]);
  });

  it("lets a teacher confirm only their own graded answers (another's is not found); an admin any", async () => {
    const graded = await mark(teacher, 'Add ethanol.');
    const otherTeacher = await userWithRole('teacher');
    const notFound = await confirm(otherTeacher, graded.id, [false, false]);
    expect(notFound.status).toBe(404);
    expect(notFound.body.code).toBe('GRADER_ANSWER_NOT_FOUND');
    expect((await confirm(await userWithRole('admin'), graded.id, [true, false])).status).toBe(200);
  });

  it('is for teachers and admins only', async () => {
    const graded = await mark(teacher, 'Add ethanol then water.');
    expect((await confirm(await userWithRole('student'), graded.id, [true, true])).status).toBe(403);
    const { agent: guest } = await guestSession(t);
    expect((await confirm(guest, graded.id, [true, true])).status).toBe(403);
  });

  it.each([
    ['a verdict count that does not match the points', [true], 400, 'GRADER_EXEMPLAR_POINTS_MISMATCH'],
    ['no verdicts', [], 400, 'VALIDATION_FAILED'],
  ])('answers %s with a message', async (_case, awarded, status, code) => {
    const graded = await mark(teacher, 'Use ethanol.');
    const res = await confirm(teacher, graded.id, awarded);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
  });

  it('answers an unknown or malformed graded answer id', async () => {
    expect((await confirm(teacher, '00000000-0000-4000-8000-000000000000', [true])).status).toBe(404);
    const res = await confirm(teacher, 'not-an-id', [true]);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/gradedAnswerId must be a graded answer id/);
  });
});

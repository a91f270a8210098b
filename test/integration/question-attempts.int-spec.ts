import request from 'supertest';
import {
  ZAttemptResultSchema,
  ZQuestionDetailSchema,
  ZSimilarQuestionsResponseSchema,
  type QuestionDetail,
} from '@eps/contracts';
import { loginAs, registerStudent, startTestApp, type TestApp } from './support/test-app';

/**
 * The exam question page's API on real Postgres and Redis, over the imported bank: answers checked on
 * the server and saved per user (guests too), problem reports into the review queue, similar questions.
 * Questions are found by their source key (an original's slug, an OATutor id), never by a database id.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_ANSWERS_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

async function questionBySourceKey(sourceKey: string): Promise<QuestionDetail> {
  const [row] = await t.db.query(`SELECT id FROM questions WHERE source_key = $1`, [sourceKey]);
  if (!row) throw new Error(`no question ${sourceKey}`);
  const res = await request(t.http).get(`/api/questions/${row.id}`);
  return ZQuestionDetailSchema.parse(res.body);
}

async function guest() {
  const agent = request.agent(t.http);
  const res = await agent.post('/api/guest-login');
  if (res.status !== 200 && res.status !== 201) throw new Error(`guest-login: ${res.status}`);
  return { agent, userId: res.body.user.id as string };
}

const attemptsOf = async (userId: string, questionId: string) =>
  t.db.query(
    `SELECT part_id, answer, correct FROM question_attempts WHERE user_id = $1 AND question_id = $2 ORDER BY created_at`,
    [userId, questionId],
  );

describe('POST /api/questions/:id/attempts', () => {
  // AP Physics 1 question 1, part (a): 28 m, within 2%.
  let physics: QuestionDetail;
  beforeAll(async () => {
    physics = await questionBySourceKey('original:ap-physics-1-001');
  });

  it('marks an equivalent form right, with the accepted answer, and saves the attempt for a guest', async () => {
    const { agent, userId } = await guest();
    const part = physics.parts.find((p) => p.answerType === 'numeric')!;
    const res = await agent
      .post(`/api/questions/${physics.id}/attempts`)
      .send({ partId: part.id, answer: '0.028 km' });
    expect(res.status).toBe(200);
    const result = ZAttemptResultSchema.parse(res.body);
    expect(result).toMatchObject({ verdict: 'correct', correct: true, acceptedAnswer: '28 m' });
    expect(result.attemptId).not.toBeNull();
    expect(await attemptsOf(userId, physics.id)).toEqual([
      { part_id: part.id, answer: '0.028 km', correct: true },
    ]);
  });

  it('marks a wrong answer wrong without giving the answer away, and keeps attempts per user', async () => {
    const student = await registerStudent(t);
    const { agent } = await loginAs(t, student.email);
    const other = await guest();
    const part = physics.parts.find((p) => p.answerType === 'numeric')!;
    const wrong = await agent
      .post(`/api/questions/${physics.id}/attempts`)
      .send({ partId: part.id, answer: '14' });
    expect(ZAttemptResultSchema.parse(wrong.body)).toMatchObject({
      verdict: 'incorrect',
      correct: false,
      acceptedAnswer: null,
    });
    await other.agent.post(`/api/questions/${physics.id}/attempts`).send({ partId: part.id, answer: '28' });
    expect(await attemptsOf(student.user.id, physics.id)).toEqual([
      { part_id: part.id, answer: '14', correct: false },
    ]);
    expect(await attemptsOf(other.userId, physics.id)).toEqual([
      { part_id: part.id, answer: '28', correct: true },
    ]);
  });

  it('checks an algebraic OATutor answer in another form', async () => {
    // OATutor's "2x+6" step of the composition-of-functions problems.
    const [row] = await t.db.query(
      `SELECT q.id, p.id AS part_id FROM questions q JOIN question_parts p ON p.question_id = q.id
       WHERE q.source = 'oatutor' AND q.status = 'approved' AND p.answer_type = 'algebraic'
         AND p.answer->>'expression' = '$$2x+6$$' LIMIT 1`,
    );
    const { agent } = await guest();
    const res = await agent
      .post(`/api/questions/${row.id}/attempts`)
      .send({ partId: row.part_id, answer: '2(x+3)' });
    expect(ZAttemptResultSchema.parse(res.body).verdict).toBe('correct');
  });

  it('does not auto-mark an extended part and saves the attempt with no verdict', async () => {
    const [row] = await t.db.query(
      `SELECT q.id, p.id AS part_id FROM questions q JOIN question_parts p ON p.question_id = q.id
       WHERE q.source = 'original' AND q.status = 'approved' AND p.answer_type = 'extended' LIMIT 1`,
    );
    const { agent, userId } = await guest();
    const res = await agent
      .post(`/api/questions/${row.id}/attempts`)
      .send({ partId: row.part_id, answer: 'The rate rises, then falls as the enzyme denatures.' });
    expect(ZAttemptResultSchema.parse(res.body)).toMatchObject({ verdict: 'not-auto-marked', correct: null });
    expect(res.body.feedback).toMatch(/compare your answer with the mark scheme/);
    expect(await attemptsOf(userId, row.id)).toHaveLength(1);
  });

  it('says when it cannot read an answer, and saves nothing', async () => {
    const { agent, userId } = await guest();
    const part = physics.parts.find((p) => p.answerType === 'numeric')!;
    const res = await agent
      .post(`/api/questions/${physics.id}/attempts`)
      .send({ partId: part.id, answer: 'about twenty' });
    expect(ZAttemptResultSchema.parse(res.body)).toMatchObject({ verdict: 'unreadable', attemptId: null });
    expect(await attemptsOf(userId, physics.id)).toHaveLength(0);
  });

  it('answers 404 for unknown questions and 400 for bad bodies, with messages a person can act on', async () => {
    const { agent } = await guest();
    const part = physics.parts[0];
    const missing = await agent
      .post('/api/questions/00000000-0000-4000-8000-000000000000/attempts')
      .send({ partId: part.id, answer: '1' });
    expect(missing.status).toBe(404);
    expect(
      (await agent.post('/api/questions/not-an-id/attempts').send({ partId: part.id, answer: '1' })).status,
    ).toBe(404);
    const empty = await agent
      .post(`/api/questions/${physics.id}/attempts`)
      .send({ partId: part.id, answer: '  ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toMatch(/Write an answer/);
    const badPart = await agent
      .post(`/api/questions/${physics.id}/attempts`)
      .send({ partId: 'x', answer: '1' });
    expect(badPart.status).toBe(400);
    const otherPart = await agent
      .post(`/api/questions/${physics.id}/attempts`)
      .send({ partId: '00000000-0000-4000-8000-000000000000', answer: '1' });
    expect(otherPart.status).toBe(400);
    expect(JSON.stringify(otherPart.body)).toMatch(/has no part/);
    const huge = await agent
      .post(`/api/questions/${physics.id}/attempts`)
      .send({ partId: part.id, answer: '1'.repeat(301) });
    expect(huge.status).toBe(400);
  });

  it('needs a session (a guest session will do)', async () => {
    const part = physics.parts[0];
    const res = await request(t.http)
      .post(`/api/questions/${physics.id}/attempts`)
      .send({ partId: part.id, answer: '1' });
    expect(res.status).toBe(401);
  });

  it('answers 429 past RATE_LIMIT_ANSWERS_PER_MINUTE', async () => {
    const limited = await startTestApp({ RATE_LIMIT_ANSWERS_PER_MINUTE: '2' });
    try {
      const agent = request.agent(limited.http);
      await agent.post('/api/guest-login');
      const part = physics.parts[0];
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await agent.post(`/api/questions/${physics.id}/attempts`).send({ partId: part.id, answer: '1' }))
            .status,
        );
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/questions/:id/reports', () => {
  it('stores a problem report as open in the review queue', async () => {
    const q = await questionBySourceKey('original:ap-physics-1-001');
    const { agent, userId } = await guest();
    const res = await agent
      .post(`/api/questions/${q.id}/reports`)
      .send({ reason: 'wrong-answer', details: 'Part (a) should be 26 m.' });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('open');
    const [row] = await t.db.query(`SELECT * FROM question_reports WHERE id = $1`, [res.body.id]);
    expect(row).toMatchObject({
      question_id: q.id,
      reporter_id: userId,
      reason: 'wrong-answer',
      details: 'Part (a) should be 26 m.',
      status: 'open',
    });
  });

  it('refuses an unknown reason, "other" without details, and unknown questions', async () => {
    const q = await questionBySourceKey('original:ap-physics-1-001');
    const { agent } = await guest();
    const bad = await agent.post(`/api/questions/${q.id}/reports`).send({ reason: 'boring' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/reason must be one of/);
    const other = await agent.post(`/api/questions/${q.id}/reports`).send({ reason: 'other' });
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body)).toMatch(/Say what the problem is/);
    const missing = await agent
      .post('/api/questions/00000000-0000-4000-8000-000000000000/reports')
      .send({ reason: 'typo' });
    expect(missing.status).toBe(404);
  });
});

describe('GET /api/questions/:id/similar', () => {
  it('lists approved questions that share its topics, most shared first, never itself', async () => {
    const q = await questionBySourceKey('original:ap-physics-1-001');
    const res = await request(t.http).get(`/api/questions/${q.id}/similar`);
    expect(res.status).toBe(200);
    const { items } = ZSimilarQuestionsResponseSchema.parse(res.body);
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((i) => i.id)).not.toContain(q.id);
    const ownTopics = new Set(q.topics.map((topic) => topic.id));
    expect(items[0].topics.some((topic) => ownTopics.has(topic.id))).toBe(true);
    const shared = items.map((i) => i.sharedTopics);
    expect(shared).toEqual([...shared].sort((a, b) => b - a));
  });

  it('answers 404 for an unknown question', async () => {
    expect(
      (await request(t.http).get('/api/questions/00000000-0000-4000-8000-000000000000/similar')).status,
    ).toBe(404);
  });
});

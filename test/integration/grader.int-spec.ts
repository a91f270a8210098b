import request from 'supertest';
import {
  GRADER_ANSWER_MAX_CHARS,
  ZGraderHistoryResponseSchema,
  ZGraderMarkResultSchema,
  ZQuestionDetailSchema,
  type QuestionDetail,
} from '@eps/contracts';
import { guestSession, type Agent } from './support/compile-client';
import { modelEngineEnv, startFakeOpenAi, type FakeOpenAi } from './support/fake-openai';
import { startTestApp, type TestApp } from './support/test-app';

/** POST /api/grader/mark and GET /api/grader/history on both engines: the real API, Postgres and Redis. */

const SALT = 'You have salt dissolved in water. How could you get the salt back?';
const EVAPORATION = [
  { point: 'The water evaporates', marks: 1 },
  { point: 'Salt crystals are left behind', marks: 1 },
];

const resultOf = (body: unknown) => ZGraderMarkResultSchema.parse(body);

describe('the grader on the offline engine', () => {
  let t: TestApp;
  let agent: Agent;
  let biology: QuestionDetail;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_AI_PER_MINUTE: '1000' });
    agent = (await guestSession(t)).agent;
    const [row] = await t.db.query(`SELECT id FROM questions WHERE source_key = $1`, [
      'original:alevel-biology-aqa-001',
    ]);
    biology = ZQuestionDetailSchema.parse((await request(t.http).get(`/api/questions/${row.id}`)).body);
  });
  afterAll(() => t.close());

  const mark = (body: Record<string, unknown>, as: Agent = agent) => as.post('/api/grader/mark').send(body);

  it('marks a guest’s answer point by point with quoted evidence, and keeps it in their history', async () => {
    const { agent: guest } = await guestSession(t);
    const answer =
      'Leave it somewhere warm: the water evaporates and the salt crystals are left in the dish.';
    const res = await mark({ question: SALT, markScheme: EVAPORATION, answer }, guest);
    expect(res.status).toBe(200);
    const result = resultOf(res.body);
    expect(result).toMatchObject({ score: 2, maxScore: 2, engine: 'offline', flags: [], questionId: null });
    expect(result.points.map((p) => p.awarded)).toEqual([true, true]);
    expect(result.points[0].evidence.join(' ')).toContain('water evaporates');
    for (const p of result.points) {
      expect(p.votes).toBeNull();
      for (const quote of p.evidence) expect(answer).toContain(quote);
    }
    const history = ZGraderHistoryResponseSchema.parse((await guest.get('/api/grader/history')).body);
    expect(history.items).toEqual([
      expect.objectContaining({
        id: result.id,
        question: SALT,
        answer,
        score: 2,
        maxScore: 2,
        engine: 'offline',
      }),
    ]);
    const [stored] = await t.db.query(`SELECT mark_scheme, points FROM graded_answers WHERE id = $1`, [
      result.id,
    ]);
    expect(stored.points).toEqual(result.points);
    expect(stored.mark_scheme[0]).toMatchObject({ point: 'The water evaporates', marks: 1 });
  });

  it('does not show one user’s graded answers to another', async () => {
    const { agent: other } = await guestSession(t);
    expect((await other.get('/api/grader/history')).body).toEqual({ items: [] });
  });

  it.each([
    ['a synonym (vaporise for evaporate)', [{ point: 'Evaporate the water' }], 'Vaporise the water.', [true]],
    ['a negated point', [{ point: 'The current increases' }], 'The current does not increase.', [false]],
    ['a contradiction', [{ point: 'The current increases' }], 'The current decreases.', [false]],
    ['a value in other units', [{ point: 'v = 12 m/s' }], 'It goes at 43.2 km/h.', [true]],
    ['a value in the wrong unit', [{ point: 'v = 12 m/s' }], 'It is 12 kg.', [false]],
    ['an equivalent expression', [{ point: '$x^2 + 2x + 1$' }], '(x + 1)(x + 1)', [true]],
    ['a different expression', [{ point: '$x^2 + 2x + 1$' }], 'x^2 + 1', [false]],
  ])('marks %s', async (_case, markScheme, answer, awarded) => {
    const res = await mark({ question: 'Answer the question.', markScheme, answer });
    expect(res.status).toBe(200);
    expect(resultOf(res.body).points.map((p) => p.awarded)).toEqual(awarded);
  });

  it('says which cue contradicts a point', async () => {
    const res = await mark({
      question: 'What happens to the current when the switch is closed?',
      referenceAnswer: 'The current increases',
      answer: 'The current decreases.',
    });
    const result = resultOf(res.body);
    expect(result.points[0]).toMatchObject({ verdict: 'contradicted', evidence: ['decreases'], marks: 1 });
    expect(result.feedback).toMatch(/contradicts/);
  });

  it.each([
    ['off-topic', 'My favourite football team won on Saturday.', /does not address/],
    [
      'copied-question',
      'How could you get the salt back from salt dissolved in water?',
      /repeats the question/,
    ],
  ])('gives no marks to an answer that is %s', async (flag, answer, feedback) => {
    const result = resultOf((await mark({ question: SALT, markScheme: EVAPORATION, answer })).body);
    expect(result).toMatchObject({ score: 0, flags: [flag], borderline: false });
    expect(result.feedback).toMatch(feedback);
  });

  it('sends a padded answer to the teacher (borderline)', async () => {
    const padding =
      'Science is about observing the world carefully and recording results in a table. '.repeat(6);
    const result = resultOf(
      (await mark({ question: SALT, markScheme: EVAPORATION, answer: `${padding} The water evaporates.` }))
        .body,
    );
    expect(result).toMatchObject({ flags: ['padded'], borderline: true });
  });

  it('calls a partial answer borderline', async () => {
    const result = resultOf(
      (await mark({ question: SALT, markScheme: EVAPORATION, answer: 'Heat it until the water evaporates.' }))
        .body,
    );
    expect(result).toMatchObject({ score: 1, maxScore: 2, borderline: true });
  });

  it("marks one part of a bank question against that part's mark scheme", async () => {
    const part = biology.parts.find((p) => p.label === 'b')!;
    const res = await mark({
      questionId: biology.id,
      partId: part.id,
      answer: 'It is a condensation reaction, and a molecule of water is removed.',
    });
    expect(res.status).toBe(200);
    const result = resultOf(res.body);
    expect(result).toMatchObject({ questionId: biology.id, partId: part.id, maxScore: part.marks });
    expect(result.points.map((p) => [p.point, p.partLabel])).toEqual(
      part.markScheme.map((m) => [m.point, 'b']),
    );
    expect(result.points.slice(0, 2).map((p) => p.awarded)).toEqual([true, true]);
  });

  it('marks the whole bank question, every part’s points, without a partId', async () => {
    const res = await mark({ questionId: biology.id, answer: 'Sucrose is made of glucose and fructose.' });
    const result = resultOf(res.body);
    expect(result.maxScore).toBe(
      biology.parts.reduce((s, p) => s + p.markScheme.reduce((m, x) => m + x.marks, 0), 0),
    );
    expect(result.points[0]).toMatchObject({ partLabel: 'a', awarded: true });
  });

  it('answers 404 for an unknown question and 400 for a part of another question, saving nothing', async () => {
    const { agent: guest } = await guestSession(t);
    const unknown = await mark({ questionId: '00000000-0000-4000-8000-000000000000', answer: 'x' }, guest);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('GRADER_QUESTION_NOT_FOUND');
    const part = await mark(
      { questionId: biology.id, partId: '00000000-0000-4000-8000-000000000000', answer: 'glucose' },
      guest,
    );
    expect(part.status).toBe(400);
    expect(part.body.code).toBe('GRADER_UNKNOWN_PART');
    expect((await guest.get('/api/grader/history')).body).toEqual({ items: [] });
  });

  it.each([
    ['no answer', { referenceAnswer: 'glucose' }, /answer must be text/],
    ['a blank answer', { referenceAnswer: 'glucose', answer: '  ' }, /answer must not be empty/],
    ['an empty mark scheme', { markScheme: [], answer: 'glucose' }, /at least one marking point/],
    [
      'nothing to mark against',
      { answer: 'glucose' },
      /Give a questionId, a markScheme or a referenceAnswer/,
    ],
    [
      'a point without text',
      { markScheme: [{ point: '', marks: 1 }], answer: 'x' },
      /point must not be empty/,
    ],
    [
      'a questionId that is not an id',
      { questionId: 'bio-1', answer: 'x' },
      /questionId must be a question id/,
    ],
    [
      'a huge answer',
      { referenceAnswer: 'glucose', answer: 'a'.repeat(GRADER_ANSWER_MAX_CHARS + 1) },
      /answer must be at most 5,000 characters/,
    ],
  ])('refuses %s with a 400 that says what to fix', async (_case, body, message) => {
    const res = await mark(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await mark({ referenceAnswer: 'glucose', answer: 'a'.repeat(2_000_000) });
    expect(res.status).toBe(413);
  });
});

it('counts the grader against the per-user AI rate limit', async () => {
  const t = await startTestApp({ RATE_LIMIT_AI_PER_MINUTE: '2' });
  try {
    const { agent } = await guestSession(t);
    const mark = () => agent.post('/api/grader/mark').send({ referenceAnswer: 'glucose', answer: 'glucose' });
    expect((await mark()).status).toBe(200);
    expect((await mark()).status).toBe(200);
    const limited = await mark();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('AI_RATE_LIMITED');
  } finally {
    await t.close();
  }
});

describe('the grader on the model engine (AI_BASE_URL at the fake OpenAI server)', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let agent: Agent;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await startTestApp({ ...modelEngineEnv(fake), RATE_LIMIT_AI_PER_MINUTE: '1000' });
    agent = (await guestSession(t)).agent;
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });
  beforeEach(() => fake.reset());

  const body = {
    question: SALT,
    markScheme: EVAPORATION,
    answer: 'Leave it in the sun so the water evaporates.',
  };
  const markCalls = async () => (await fake.requests()).filter((r) => r.task === 'mark-answer');

  it('marks the answer 3 times through the real openai SDK and shows the votes', async () => {
    const res = await agent.post('/api/grader/mark').send(body);
    expect(res.status).toBe(200);
    const result = resultOf(res.body);
    expect(result).toMatchObject({ engine: 'openai', score: 1, maxScore: 2, borderline: true });
    expect(result.points.map((p) => p.votes)).toEqual([
      { awarded: 3, samples: 3 },
      { awarded: 0, samples: 3 },
    ]);
    expect(result.points[0].evidence).toEqual(['the water evaporates']);
    expect(result.feedback).toMatch(/All 3 markings agreed on 1\./);
    // Each sample is its own conversation: a system and a user message, nothing carried over.
    expect((await markCalls()).map((r) => r.messages)).toEqual([2, 2, 2]);
  });

  it('asks once more when one sample is malformed', async () => {
    await fake.script('mark-answer', ['malformed']);
    const res = await agent.post('/api/grader/mark').send(body);
    expect(res.status).toBe(200);
    expect(resultOf(res.body).points[0].votes).toEqual({ awarded: 3, samples: 3 });
    expect(await markCalls()).toHaveLength(4);
  });

  it('answers a failing model with a clear error and stores nothing', async () => {
    const { agent: guest } = await guestSession(t);
    await fake.script('mark-answer', ['http-500', 'http-500', 'http-500']);
    const res = await guest.post('/api/grader/mark').send(body);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'AI_UNAVAILABLE' });
    expect(res.body.error).toMatch(/AI service answered with HTTP 500/);
    expect((await guest.get('/api/grader/history')).body).toEqual({ items: [] });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { z } from 'zod';
import {
  ZApplyOptionResponseSchema,
  ZExplainResponseSchema,
  ZGenerateEssayResponseSchema,
  ZIdentifyEssentialResponseSchema,
  ZRewriteResponseSchema,
  ZWritingOptionsResponseSchema,
} from '@eps/contracts';
import { guestSession, type Agent } from './support/compile-client';
import { modelEngineEnv, startFakeOpenAi, type FakeOpenAi } from './support/fake-openai';
import { startTestApp, type TestApp } from './support/test-app';

/** Spec section 7 "Essay helper": the essay writer's routes on both engines, through the real app. */

const QUESTION_ID = 'lang-2021-rhetorical-analysis';
const ESSAY = `In today's society, many people rely on experts. Experts know things. I think people should trust experts because they are trained, although they should check their reasoning.

Experts are trained for years. Experts study data. For example, in 2020 doctors said "wear a mask" and the data showed fewer infections. This shows that expertise saves lives, which means people should listen.

It is important to note that experts can be wrong. The report was written by a committee. This is very important because mistakes happen.

In conclusion, people should trust experts but check their arithmetic.`;
const SENTENCE = 'This shows that expertise saves lives, which means people should listen.';

/** Every route with a valid body and the schema its answer must match. */
const ROUTES: Array<[string, Record<string, unknown>, z.ZodType]> = [
  [
    'generate',
    { question: 'Write an essay that argues your position on school uniforms.' },
    ZGenerateEssayResponseSchema,
  ],
  ['identify-essential', { essay: ESSAY }, ZIdentifyEssentialResponseSchema],
  ['writing-options', { currentEssay: ESSAY }, ZWritingOptionsResponseSchema],
  [
    'apply-option',
    {
      currentEssay: ESSAY,
      option: { type: 'add-counterargument', title: 'Add a counter-argument', description: 'x' },
    },
    ZApplyOptionResponseSchema,
  ],
  ['explain', { sentence: SENTENCE, context: ESSAY }, ZExplainResponseSchema],
  ['rewrite', { sentence: 'It is really bad.', context: ESSAY, instruction: '' }, ZRewriteResponseSchema],
];
const TASK_OF_ROUTE: Record<string, string> = {
  generate: 'write-essay',
  'identify-essential': 'identify-essential',
  'writing-options': 'writing-options',
  'apply-option': 'apply-option',
  explain: 'explain-sentence',
  rewrite: 'rewrite-sentence',
};

const savedEssays = (t: TestApp, ownerId: string) =>
  t.db.query(
    `select kind, question_id, question, essay, result, engine from essay_submissions where owner_id = $1 order by created_at`,
    [ownerId],
  ) as Promise<Array<Record<string, unknown>>>;

describe('on the offline engine', () => {
  let t: TestApp;
  let agent: Agent;
  let userId: string;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_AI_PER_MINUTE: '1000' });
    ({ agent, userId } = await guestSession(t));
  });
  afterAll(() => t.close());

  it.each(ROUTES)('answers POST /api/essay/%s with a schema-valid body', async (route, body, schema) => {
    const res = await agent.post(`/api/essay/${route}`).send(body);
    expect(res.status).toBe(200);
    expect(schema.safeParse(res.body).error).toBeUndefined();
  });

  it('generates a labelled scaffold from a bank question’s own prompt and rubric, and saves it', async () => {
    const bank = await agent.get(`/api/essay/questions/${QUESTION_ID}`);
    expect(bank.status).toBe(200);
    const res = await agent.post('/api/essay/generate').send({
      question: 'ignored when the id is given',
      rubric: '',
      subject: 'lang',
      questionId: QUESTION_ID,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ engine: 'offline', isScaffold: true });
    expect(res.body.essay).toMatch(/^ESSAY SCAFFOLD from the offline engine/);
    expect(res.body.essay).toContain('the writer works to prepare her audience for the months ahead');
    expect(res.body.analysis.rubricAlignment).toContain('Evidence and Commentary (4 points)');

    const saved = (await savedEssays(t, userId)).filter((s) => s.question_id === QUESTION_ID);
    expect(saved).toEqual([
      {
        kind: 'generated',
        question_id: QUESTION_ID,
        question: bank.body.question,
        essay: res.body.essay,
        result: { analysis: res.body.analysis, isScaffold: true },
        engine: 'offline',
      },
    ]);
  });

  it('answers an unknown question id with 404 and saves nothing', async () => {
    const before = (await savedEssays(t, userId)).length;
    const res = await agent
      .post('/api/essay/generate')
      .send({ question: 'Write an essay.', questionId: 'lang-1999-argument' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'No such question.', code: 'ESSAY_QUESTION_NOT_FOUND' });
    expect((await savedEssays(t, userId)).length).toBe(before);
  });

  it('applies an option to the essay and explains and rewrites by rule', async () => {
    const applied = await agent.post('/api/essay/apply-option').send(ROUTES[3][1]);
    expect(applied.body.updatedEssay.split('\n\n')[3]).toMatch(/^\[Counter-argument: /);
    const explained = await agent.post('/api/essay/explain').send(ROUTES[4][1]);
    expect(explained.body.explanation).toMatch(/^This is commentary/);
    const rewritten = await agent.post('/api/essay/rewrite').send(ROUTES[5][1]);
    expect(rewritten.body).toEqual({
      rewrittenSentence: 'It is terrible.',
      changed: true,
      note: expect.stringMatching(/^Rewritten by the offline engine's rules for "Improve clarity and style"/),
    });
    const unchanged = await agent
      .post('/api/essay/rewrite')
      .send({ sentence: 'concedes th', context: ESSAY, instruction: 'Fix the grammar' });
    expect(unchanged.body).toEqual({
      rewrittenSentence: 'concedes th',
      changed: false,
      note: expect.stringMatching(/^Nothing to change: /),
    });
  });

  it.each([
    ['identify-essential', 'essay must not be empty.', { essay: '   ' }],
    ['generate', 'question must not be empty.', { question: '' }],
    ['writing-options', 'currentEssay must be text.', { currentEssay: 42 }],
    ['apply-option', 'type must be text.', { currentEssay: ESSAY, option: { type: 1 } }],
    ['explain', 'sentence must be text.', { sentence: ['a'] }],
    ['rewrite', 'instruction must be text.', { sentence: 'Fine.', instruction: { x: 1 } }],
  ])('refuses bad input to %s with 400: %s', async (route, message, body) => {
    const res = await agent.post(`/api/essay/${route}`).send(body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it('refuses a 200,000-word essay with a clear message', async () => {
    const huge = 'word '.repeat(200_000);
    const res = await agent.post('/api/essay/identify-essential').send({ essay: huge });
    expect([400, 413]).toContain(res.status);
    expect(res.body.error).toMatch(/too large|at most/);
  });

  it('refuses an essay just over the limit with 400 naming the limit', async () => {
    const res = await agent.post('/api/essay/writing-options').send({ currentEssay: 'a'.repeat(50_001) });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('currentEssay must be at most 50,000 characters.');
  });

  it('says when an option changes nothing (422)', async () => {
    const res = await agent.post('/api/essay/apply-option').send({
      currentEssay: 'First, it works. Finally, it ends.',
      option: { type: 'vary-openings', title: 'Vary sentence openings', description: '' },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('WRITING_OPTION_CHANGES_NOTHING');
  });

  it.each(ROUTES.map(([route, body]) => [route, body] as const))(
    'needs a session for %s',
    async (route, body) => {
      const res = await request(t.http).post(`/api/essay/${route}`).send(body);
      expect(res.status).toBe(401);
    },
  );
});

it('counts the writer routes against the per-user AI rate limit', async () => {
  const t = await startTestApp({ RATE_LIMIT_AI_PER_MINUTE: '2' });
  try {
    const { agent } = await guestSession(t);
    const explain = () => agent.post('/api/essay/explain').send({ sentence: SENTENCE, context: ESSAY });
    expect((await explain()).status).toBe(200);
    expect((await agent.post('/api/essay/rewrite').send({ sentence: 'It is really bad.' })).status).toBe(200);
    const limited = await explain();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('AI_RATE_LIMITED');
  } finally {
    await t.close();
  }
});

describe('on the model engine (AI_BASE_URL at the fake OpenAI server)', () => {
  const FIXTURES = path.join(__dirname, '../fixtures/openai');
  const recorded = (file: string) =>
    JSON.parse(JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8')).content) as Record<
      string,
      unknown
    >;
  let fake: FakeOpenAi;
  let modelApp: TestApp;
  let user: Agent;
  let userId: string;

  const modelCalls = async (): Promise<string[]> => (await fake.requests()).map((r) => r.task);

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    modelApp = await startTestApp({ ...modelEngineEnv(fake), RATE_LIMIT_AI_PER_MINUTE: '1000' });
    ({ agent: user, userId } = await guestSession(modelApp));
  });
  afterAll(async () => {
    await modelApp?.close();
    await fake?.stop();
  });
  beforeEach(() => fake.reset());

  it.each(ROUTES)(
    'answers POST /api/essay/%s with the model’s schema-valid answer',
    async (route, body, schema) => {
      const res = await user.post(`/api/essay/${route}`).send(body);
      expect(res.status).toBe(200);
      expect(schema.safeParse(res.body).error).toBeUndefined();
      expect(await modelCalls()).toEqual([TASK_OF_ROUTE[route]]);
    },
  );

  it('returns and saves the model’s essay as no scaffold', async () => {
    const res = await user
      .post('/api/essay/generate')
      .send({ question: 'Write an essay that argues your position on experts.' });
    expect(res.body).toEqual({ ...recorded('essay-write.json'), engine: 'openai', isScaffold: false });
    const saved = await savedEssays(modelApp, userId);
    expect(saved.at(-1)).toMatchObject({
      kind: 'generated',
      engine: 'openai',
      essay: res.body.essay,
      question_id: null,
    });
    const rewrite = await user.post('/api/essay/rewrite').send({ sentence: 'Some text.', context: '' });
    expect(rewrite.body).toEqual({ ...recorded('essay-rewrite-sentence.json'), changed: true, note: null });
  });

  it.each(ROUTES)('retries one malformed answer to %s, then succeeds', async (route, body, schema) => {
    await fake.script(TASK_OF_ROUTE[route], ['malformed']);
    const res = await user.post(`/api/essay/${route}`).send(body);
    expect(res.status).toBe(200);
    expect(schema.safeParse(res.body).error).toBeUndefined();
    expect(await modelCalls()).toEqual([TASK_OF_ROUTE[route], TASK_OF_ROUTE[route]]);
  });

  it.each(ROUTES)(
    'answers 502 with a clear message after two unusable answers to %s',
    async (route, body) => {
      await fake.script(TASK_OF_ROUTE[route], ['malformed', 'wrong-shape']);
      const res = await user.post(`/api/essay/${route}`).send(body);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({
        error:
          "The AI model's answer was not in the expected form, even when asked a second time. Please try again.",
        code: 'AI_MALFORMED_ANSWER',
      });
    },
  );
});

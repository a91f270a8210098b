import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import {
  ESSAY_MAX_CHARS,
  ZEssayCheckResultSchema,
  ZEssayEngineInfoSchema,
  ZEssayHistoryResponseSchema,
  type EssayCheckResult,
} from '@eps/contracts';
import { guestSession, type Agent } from './support/compile-client';
import { modelEngineEnv, startFakeOpenAi, type FakeOpenAi } from './support/fake-openai';
import { startTestApp, type TestApp } from './support/test-app';

/** POST /api/essay/analyze and GET /api/essay/history on both AI engines: the real API, Postgres and Redis. */
const FIXTURES = path.join(__dirname, '../fixtures');
const PLANTED = fs.readFileSync(path.join(FIXTURES, 'essay/planted-errors.md'), 'utf8');
const PLANTED_SENTENCES = (
  JSON.parse(fs.readFileSync(path.join(FIXTURES, 'essay/planted-errors.json'), 'utf8')) as Array<{
    sentence: string;
  }>
).map((p) => p.sentence);
const STRONG = fs.readFileSync(path.join(FIXTURES, 'essay/strong-essay.md'), 'utf8');
const RECORDED = JSON.parse(
  (
    JSON.parse(fs.readFileSync(path.join(FIXTURES, 'openai/assess-essay.json'), 'utf8')) as {
      content: string;
    }
  ).content,
) as Omit<EssayCheckResult, 'grammarIssues' | 'styleImprovements' | 'engine'>;
/** A 2025 AP Psychology practice prompt whose own rubric totals 7 points. */
const PSYCH_QUESTION = 'psych-2025-aaq';

const checkOf = (body: unknown) => ZEssayCheckResultSchema.parse(body);

describe('the essay checker on the offline engine', () => {
  let t: TestApp;
  let agent: Agent;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_AI_PER_MINUTE: '1000' });
    agent = (await guestSession(t)).agent;
  });
  afterAll(() => t.close());

  const analyze = (body: Record<string, unknown>) => agent.post('/api/essay/analyze').send(body);

  it('says which engine runs and what its checks take: seconds, not the model’s 30', async () => {
    const res = await agent.get('/api/essay/engine');
    expect(res.status).toBe(200);
    expect(ZEssayEngineInfoSchema.parse(res.body)).toEqual({
      engine: 'offline',
      checkTakes: {
        grammar: 'This may take a few moments',
        style: 'This may take a few moments',
        comprehensive: 'This takes a few seconds on the offline engine',
      },
    });
  });

  it('runs only the grammar checker for a grammar check, and finds the planted errors', async () => {
    const res = await analyze({ essay: PLANTED, analysisType: 'grammar' });
    expect(res.status).toBe(200);
    const result = checkOf(res.body);
    expect(result.engine).toBe('offline');
    expect(result.styleImprovements).toEqual([]);
    const flagged = new Set(result.grammarIssues.map((i) => i.sentence));
    expect(PLANTED_SENTENCES.filter((s) => flagged.has(s)).length).toBeGreaterThanOrEqual(8);
    expect(result.rubricBreakdown.thesis.max).toBe(1);
    expect(result.paragraphAnalysis.length).toBeGreaterThan(3);
  });

  it('runs only the style checker for a style check', async () => {
    const res = await analyze({ essay: PLANTED, analysisType: 'style' });
    expect(res.status).toBe(200);
    const result = checkOf(res.body);
    expect(result.grammarIssues).toEqual([]);
    expect(result.styleImprovements.length).toBeGreaterThan(0);
    for (const s of result.styleImprovements) expect(PLANTED.replace(/\s+/g, ' ')).toContain(s.sentence);
  });

  it('runs both checkers and the rubric assessment for a comprehensive check (the default)', async () => {
    const res = await analyze({ essay: PLANTED });
    expect(res.status).toBe(200);
    const result = checkOf(res.body);
    expect(result.grammarIssues.length).toBeGreaterThan(0);
    expect(result.styleImprovements.length).toBeGreaterThan(0);
    expect(result.overallFeedback).toMatch(/of 6 rubric points/);
    expect(result.overallFeedback).not.toMatch(/own rubric/);
  });

  it("uses a chosen bank question's own prompt and rubric, reported on the AP rows", async () => {
    const question = (await agent.get(`/api/essay/questions/${PSYCH_QUESTION}`)).body as {
      question: string;
      rubricTotal: number;
    };
    expect(question.rubricTotal).toBe(7);
    const res = await analyze({
      essay: STRONG,
      questionId: PSYCH_QUESTION,
      question: 'ignored',
      rubric: 'ignored',
    });
    expect(res.status).toBe(200);
    const result = checkOf(res.body);
    expect(result.overallFeedback).toContain(
      "The question's own rubric (7 points) is reported on the AP rows",
    );
    expect(result.rubricBreakdown.evidence.max).toBe(4);
    // A library essay shares few terms with a psychology prompt: relevance caps the evidence row.
    expect(result.rubricBreakdown.evidence.score).toBeLessThanOrEqual(2);

    const history = ZEssayHistoryResponseSchema.parse((await agent.get('/api/essay/history')).body);
    expect(history.essays[0]).toMatchObject({
      kind: 'checked',
      questionId: PSYCH_QUESTION,
      question: question.question.slice(0, 80),
      overallScore: result.overallScore,
    });
  });

  it("answers 404 'No such question.' for an unknown question id, saving nothing", async () => {
    const { agent: fresh } = await guestSession(t);
    const res = await fresh.post('/api/essay/analyze').send({ essay: STRONG, questionId: 'psych-1999-frq' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'No such question.', code: 'ESSAY_QUESTION_NOT_FOUND' });
    expect((await fresh.get('/api/essay/history')).body).toEqual({ essays: [] });
  });

  it.each([
    ['an empty essay', { essay: '' }, 'essay must not be empty.'],
    ['a blank essay', { essay: ' \n\t ' }, 'essay must not be empty.'],
    ['an essay that is not text', { essay: 42 }, 'essay must be text.'],
    ['no essay', { question: 'Why?' }, 'essay must be text.'],
    [
      'an unknown analysis type',
      { essay: STRONG, analysisType: 'spelling' },
      'analysisType must be grammar, style or comprehensive.',
    ],
    ['a question that is not text', { essay: STRONG, question: ['a'] }, 'question must be text.'],
    [
      'an essay over the character limit',
      { essay: 'word '.repeat(ESSAY_MAX_CHARS / 5 + 1) },
      `essay must be at most ${ESSAY_MAX_CHARS.toLocaleString('en-GB')} characters.`,
    ],
  ])('refuses %s with 400 and a message', async (_case, body, message) => {
    const res = await analyze(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
  });

  it('refuses a 200,000-word essay with 413 before reading it', async () => {
    const res = await analyze({ essay: 'lorem '.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: 'The request body is too large (the limit is 1 MB).',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('saves every check for its owner only, newest first, in the history', async () => {
    const { agent: owner } = await guestSession(t);
    const first = await owner.post('/api/essay/analyze').send({ essay: STRONG, question: 'Q'.repeat(200) });
    const second = await owner.post('/api/essay/analyze').send({ essay: PLANTED, analysisType: 'grammar' });
    expect([first.status, second.status]).toEqual([200, 200]);
    const history = ZEssayHistoryResponseSchema.parse((await owner.get('/api/essay/history')).body);
    expect(history.essays).toEqual([
      expect.objectContaining({
        kind: 'checked',
        questionId: null,
        question: 'No specific question provided',
        overallScore: second.body.overallScore,
      }),
      expect.objectContaining({
        kind: 'checked',
        question: 'Q'.repeat(80),
        overallScore: first.body.overallScore,
      }),
    ]);
    const stranger = await guestSession(t);
    expect((await stranger.agent.get('/api/essay/history')).body).toEqual({ essays: [] });
  });

  it('needs a session', async () => {
    expect((await request(t.http).post('/api/essay/analyze').send({ essay: STRONG })).status).toBe(401);
    expect((await request(t.http).get('/api/essay/history')).status).toBe(401);
    expect((await request(t.http).get('/api/essay/engine')).status).toBe(401);
  });
});

describe('the essay checker on the model engine (AI_BASE_URL at the fake OpenAI server)', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let agent: Agent;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await startTestApp({ RATE_LIMIT_AI_PER_MINUTE: '1000', ...modelEngineEnv(fake) });
    agent = (await guestSession(t)).agent;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  const assessCalls = async () => (await fake.requests()).filter((r) => r.task === 'assess-essay').length;
  beforeEach(() => fake.reset());

  it('says the model engine runs, with the spec’s 30-second note for a complete analysis', async () => {
    const res = await agent.get('/api/essay/engine');
    expect(ZEssayEngineInfoSchema.parse(res.body)).toMatchObject({
      engine: 'openai',
      checkTakes: { comprehensive: 'This may take up to 30 seconds' },
    });
  });

  it("adds the model's rubric assessment to the deterministic grammar and style findings", async () => {
    const res = await agent
      .post('/api/essay/analyze')
      .send({ essay: PLANTED, analysisType: 'comprehensive' });
    expect(res.status).toBe(200);
    const result = checkOf(res.body);
    expect(result).toMatchObject({ ...RECORDED, engine: 'openai' });
    expect(result.grammarIssues.length).toBeGreaterThan(0);
    expect(result.styleImprovements.length).toBeGreaterThan(0);
    expect(await assessCalls()).toBe(1);
    const history = (await agent.get('/api/essay/history')).body as {
      essays: Array<{ overallScore: number }>;
    };
    expect(history.essays[0]!.overallScore).toBe(RECORDED.overallScore);
  });

  it('retries a malformed answer once, then succeeds', async () => {
    await fake.script('assess-essay', ['malformed']);
    const res = await agent.post('/api/essay/analyze').send({ essay: STRONG });
    expect(res.status).toBe(200);
    expect(checkOf(res.body).overallScore).toBe(RECORDED.overallScore);
    expect(await assessCalls()).toBe(2);
  });

  it('fails with 502 and a clear message after two malformed answers, saving nothing', async () => {
    const { agent: fresh } = await guestSession(t);
    await fake.script('assess-essay', ['malformed', 'wrong-shape']);
    const res = await fresh.post('/api/essay/analyze').send({ essay: STRONG });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      error:
        "The AI model's answer was not in the expected form, even when asked a second time. Please try again.",
      code: 'AI_MALFORMED_ANSWER',
    });
    expect(await assessCalls()).toBe(2);
    expect((await fresh.get('/api/essay/history')).body).toEqual({ essays: [] });
  });
});

import request from 'supertest';
import {
  FORECAST_DAYS,
  MAX_VISIT_SECONDS,
  STATS_CSV_COLUMNS,
  ZQuestionDetailSchema,
  ZQuizSchema,
  ZStatsDeletedSchema,
  ZStatsResponseSchema,
  type QuestionDetail,
  type StatsResponse,
} from '@eps/contracts';
import { VISITS_PER_MINUTE } from '../../apps/api/src/modules/stats/visits-rate-limit.guard';
import { guestSession, type Agent } from './support/compile-client';
import { loginAs, registerStudent, startTestApp, type TestApp } from './support/test-app';

/**
 * User statistics on real Postgres and Redis: uses recorded by the server as real requests succeed
 * (exam question attempts, grader marks, quizzes), page visits from the web app's beacon, scores, streak,
 * mastery and review forecast read back from GET /api/stats/me, the CSV export and "delete my history",
 * always for the caller alone.
 */

let t: TestApp;
let physics: QuestionDetail;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_ANSWERS_PER_MINUTE: '1000', RATE_LIMIT_AI_PER_MINUTE: '1000' });
  const [row] = await t.db.query(`SELECT id FROM questions WHERE source_key = $1`, [
    'original:ap-physics-1-001',
  ]);
  physics = ZQuestionDetailSchema.parse((await request(t.http).get(`/api/questions/${row.id}`)).body);
});
afterAll(() => t.close());

const SALT = 'You have salt dissolved in water. How could you get the salt back, "quickly"?';
const EVAPORATION = [
  { point: 'The water evaporates', marks: 1 },
  { point: 'Salt crystals are left behind', marks: 1 },
];

async function statsOf(agent: Agent, tz?: string): Promise<StatsResponse> {
  const res = await agent.get('/api/stats/me').query(tz ? { tz } : {});
  expect(res.status).toBe(200);
  return ZStatsResponseSchema.parse(res.body);
}

const dayIn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

/** One right and one wrong exam question answer, a full-marks grader mark, a quiz with one answer. */
async function practise(agent: Agent) {
  const part = physics.parts.find((p) => p.answerType === 'numeric')!;
  const attempt = (answer: string) =>
    agent.post(`/api/questions/${physics.id}/attempts`).send({ partId: part.id, answer }).expect(200);
  await attempt('28');
  await attempt('14');
  await agent
    .post('/api/grader/mark')
    .send({
      question: SALT,
      markScheme: EVAPORATION,
      answer: 'The water evaporates and salt crystals are left.',
    })
    .expect(200);
  const quiz = ZQuizSchema.parse(
    (
      await agent
        .post('/api/quizzes')
        .send({ questionIds: [physics.id], count: 5 })
        .expect(201)
    ).body,
  );
  const item = quiz.items[0];
  const verdict = (
    await agent.post(`/api/quizzes/${quiz.id}/answers`).send({ itemId: item.id, answer: '28' })
  ).body as { score: number; maxScore: number };
  return { quizScore: verdict };
}

describe('GET /api/stats/me', () => {
  let student: Agent;
  let stats: StatsResponse;
  let quizScore: { score: number; maxScore: number };
  beforeAll(async () => {
    student = (await loginAs(t, (await registerStudent(t)).email)).agent;
    ({ quizScore } = await practise(student));
    stats = await statsOf(student, 'Europe/London');
  });

  it('counts each successful use per tool, recorded by the server as the requests happened', () => {
    const uses = Object.fromEntries(stats.tools.map((u) => [u.tool, u.uses]));
    expect(uses).toEqual({ 'exam-question': 2, 'quiz-generator': 2, 'exam-grader': 1 });
  });

  it('shows today’s scores per source in the time zone the client sent', () => {
    const today = dayIn(new Date(), 'Europe/London');
    expect(stats).toMatchObject({ timeZone: 'Europe/London', today });
    expect(stats.scores).toEqual([
      {
        date: today,
        questions: 50,
        grader: 100,
        quiz: Math.round((quizScore.score / quizScore.maxScore) * 1000) / 10,
        attempts: 4,
      },
    ]);
    expect(stats.streak).toEqual({ current: 1, longest: 1, activeDays: 1, lastActiveDate: today });
  });

  it('counts days in UTC when the client sends no time zone, and in any IANA zone it names', async () => {
    expect((await statsOf(student)).timeZone).toBe('UTC');
    const kiritimati = await statsOf(student, 'Pacific/Kiritimati');
    expect(kiritimati.today).toBe(dayIn(new Date(), 'Pacific/Kiritimati'));
    expect(kiritimati.forecast[0].date).toBe(kiritimati.today);
  });

  it('lists mastery weakest first and forecasts the quiz’s review card over the next 14 days', () => {
    expect(stats.mastery.length).toBeGreaterThan(0);
    const values = stats.mastery.map((m) => m.mastery);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(stats.forecast).toHaveLength(FORECAST_DAYS);
    expect(stats.forecast.reduce((sum, d) => sum + d.due, 0)).toBe(1);
  });

  it('refuses a time zone that does not exist with a readable 400', async () => {
    const res = await student.get('/api/stats/me').query({ tz: 'Mars/Olympus' });
    expect([res.status, res.body.error]).toEqual([400, expect.stringMatching(/IANA time zone/)]);
  });

  it('does not record a use when the request fails', async () => {
    const { agent } = await guestSession(t);
    await agent.post('/api/grader/mark').send({ question: SALT }).expect(400);
    expect((await statsOf(agent)).tools).toEqual([]);
  });

  it('shows a new guest an empty history, never another user’s', async () => {
    const { agent } = await guestSession(t);
    const empty = await statsOf(agent);
    expect(empty).toMatchObject({
      tools: [],
      scores: [],
      mastery: [],
      streak: { current: 0, activeDays: 0 },
    });
    expect(empty.forecast.every((d) => d.due === 0)).toBe(true);
  });

  it('answers 401 without a session', async () => {
    expect((await request(t.http).get('/api/stats/me')).status).toBe(401);
  });
});

describe('POST /api/stats/visits', () => {
  it('adds a visit and its seconds to the tool, for a guest too', async () => {
    const { agent } = await guestSession(t);
    await agent.post('/api/stats/visits').send({ tool: 'plot-generator', seconds: 90 }).expect(204);
    await agent.post('/api/stats/visits').send({ tool: 'plot-generator', seconds: 30 }).expect(204);
    expect((await statsOf(agent)).tools).toEqual([
      { tool: 'plot-generator', uses: 0, visits: 2, seconds: 120 },
    ]);
  });

  it.each([
    [{ tool: 'minesweeper', seconds: 5 }, /Unknown tool id/],
    [{ tool: 'calculator', seconds: 0 }, /at least a second/],
    [{ tool: 'calculator', seconds: 2.5 }, /whole number/],
    [{ tool: 'calculator', seconds: MAX_VISIT_SECONDS + 1 }, /at most/],
    [{ tool: 'calculator' }, /seconds/],
  ])('refuses %j with a readable 400', async (body, message) => {
    const { agent } = await guestSession(t);
    const res = await agent.post('/api/stats/visits').send(body);
    expect([res.status, res.body.error]).toEqual([400, expect.stringMatching(message)]);
  });

  it(`records at most ${VISITS_PER_MINUTE} visits a minute per user`, async () => {
    const { agent } = await guestSession(t);
    for (let i = 0; i < VISITS_PER_MINUTE; i++)
      await agent.post('/api/stats/visits').send({ tool: 'calculator', seconds: 1 }).expect(204);
    const over = await agent.post('/api/stats/visits').send({ tool: 'calculator', seconds: 1 });
    expect([over.status, over.body.code]).toEqual([429, 'STATS_VISITS_RATE_LIMITED']);
    expect(over.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/stats/me/export.csv and DELETE /api/stats/me', () => {
  it('exports one escaped row per event and attempt, deletes only the caller’s history', async () => {
    const mine = await guestSession(t);
    const other = await guestSession(t);
    await practise(mine.agent);
    await practise(other.agent);
    await mine.agent.post('/api/stats/visits').send({ tool: 'calculator', seconds: 42 }).expect(204);

    const csv = await mine.agent.get('/api/stats/me/export.csv').expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="exam-prep-statistics-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(STATS_CSV_COLUMNS.join(','));
    const types = lines.slice(1).map((l) => l.split(',')[1]);
    expect(types.sort()).toEqual([
      'graded-answer',
      'question-attempt',
      'question-attempt',
      'quiz-answer',
      'tool-open',
      'tool-use',
      'tool-use',
      'tool-use',
      'tool-use',
      'tool-use',
    ]);
    expect(csv.text).toContain(`,"${SALT.replaceAll('"', '""')}",2,2,`);
    expect(lines.find((l) => l.includes('tool-open'))).toMatch(/,tool-open,calculator,,,,42$/);

    const deleted = ZStatsDeletedSchema.parse((await mine.agent.delete('/api/stats/me').expect(200)).body);
    expect(deleted).toEqual({
      toolEvents: 6,
      questionAttempts: 2,
      quizAnswers: 1,
      gradedAnswers: 1,
      reviewCards: 1,
    });
    const after = await statsOf(mine.agent);
    expect(after).toMatchObject({ tools: [], scores: [], mastery: [], streak: { activeDays: 0 } });
    expect((await mine.agent.get('/api/stats/me/export.csv')).text).toBe(
      `${STATS_CSV_COLUMNS.join(',')}\r\n`,
    );
    const [{ n: reviewLogs }] = await t.db.query(
      `SELECT count(*)::int AS n FROM review_logs WHERE user_id = $1`,
      [mine.userId],
    );
    expect(reviewLogs).toBe(0);
    // The quiz itself stays; only its answer went.
    const [{ n: quizzes }] = await t.db.query(`SELECT count(*)::int AS n FROM quizzes WHERE owner_id = $1`, [
      mine.userId,
    ]);
    expect(quizzes).toBe(1);

    const untouched = await statsOf(other.agent);
    expect(untouched.scores[0].attempts).toBe(4);
    expect(untouched.tools.reduce((sum, u) => sum + u.uses, 0)).toBe(5);
  });
});

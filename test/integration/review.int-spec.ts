import {
  ZCardRatingOutcomeSchema,
  ZQuizSchema,
  ZReviewQueueSchema,
  type Quiz,
  type ReviewQueue,
} from '@eps/contracts';
import { guestSession, type Agent } from './support/compile-client';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Spaced review on real Postgres and Redis: answered quiz items become FSRS cards that come back in
 * the due queue; ratings reschedule them; the daily limit and the exam date; another user's card is 404.
 */

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AI_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

/** A guest who made a quiz of the four parts of ap-physics-1-032 and answered every item. */
async function studentWithAnsweredQuiz(): Promise<{ agent: Agent; userId: string; quiz: Quiz }> {
  const session = await guestSession(t);
  const [{ id }] = await t.db.query(
    `SELECT id FROM questions WHERE source_key = 'original:ap-physics-1-032'`,
  );
  const created = await session.agent
    .post('/api/quizzes')
    .send({ questionIds: [id], count: 4, types: ['multiple-choice'] });
  const quiz = ZQuizSchema.parse(created.body);
  for (const [i, item] of quiz.items.entries())
    await session.agent
      .post(`/api/quizzes/${quiz.id}/answers`)
      .send({ itemId: item.id, answer: item.choices![i % 2] })
      .expect(200);
  return { ...session, quiz };
}

const due = async (agent: Agent): Promise<ReviewQueue> =>
  ZReviewQueueSchema.parse((await agent.get('/api/review/due').expect(200)).body);

describe('the review queue', () => {
  it('holds every answered item, soonest first, with its question, answer and topics', async () => {
    const { agent, quiz } = await studentWithAnsweredQuiz();
    const queue = await due(agent);
    expect(queue.cards.length).toBe(4);
    expect(queue.dueToday).toBe(4);
    expect(queue.reviewedToday).toBe(0);
    expect(queue.settings).toEqual({ examDate: null, dailyLimit: 50 });
    expect(queue.cards.map((c) => c.content.prompt).sort()).toEqual(quiz.items.map((i) => i.prompt).sort());
    const dues = queue.cards.map((c) => Date.parse(c.due));
    expect([...dues].sort((a, b) => a - b)).toEqual(dues);
    expect(queue.cards.every((c) => c.state === 'learning' && c.reps === 1 && c.topics.length > 0)).toBe(
      true,
    );
    expect(queue.cards.every((c) => c.content.expectedAnswer !== null)).toBe(true);
  });

  it('reschedules a card by its rating: good moves it days ahead, again keeps it in the session', async () => {
    const { agent } = await studentWithAnsweredQuiz();
    const cards = (await due(agent)).cards;
    // Soonest first: a card answered wrong in the quiz is back in a minute; one answered right after
    // its 10-minute learning step, and a second "good" sends it days ahead.
    const [first, second] = [cards[cards.length - 1], cards[0]];
    const good = ZCardRatingOutcomeSchema.parse(
      (await agent.post(`/api/review/${first.id}`).send({ rating: 'good' }).expect(200)).body,
    );
    expect(good.state).toBe('review');
    expect(good.intervalDays).toBeGreaterThanOrEqual(1);
    const again = ZCardRatingOutcomeSchema.parse(
      (await agent.post(`/api/review/${second.id}`).send({ rating: 'again' }).expect(200)).body,
    );
    expect(again.intervalDays).toBeLessThan(1 / 24);
    const queue = await due(agent);
    expect(queue.reviewedToday).toBe(2);
    expect(queue.cards.map((c) => c.id)).not.toContain(first.id);
    expect(queue.cards.map((c) => c.id)).toContain(second.id);
    const logs = await t.db.query(
      `SELECT source, rating FROM review_logs WHERE card_id = $1 ORDER BY reviewed_at`,
      [first.id],
    );
    expect(logs).toEqual([
      { source: 'quiz', rating: expect.any(Number) },
      { source: 'review', rating: 3 },
    ]);
  });

  it('answers 404 for another user’s card and 400 for a rating it does not know', async () => {
    const owner = await studentWithAnsweredQuiz();
    const [card] = (await due(owner.agent)).cards;
    const other = await guestSession(t);
    const res = await other.agent.post(`/api/review/${card.id}`).send({ rating: 'easy' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Review card not found.', code: 'REVIEW_CARD_NOT_FOUND' });
    expect((await other.agent.post('/api/review/nope').send({ rating: 'easy' })).status).toBe(404);
    expect((await due(other.agent)).cards).toEqual([]);
    const bad = await owner.agent.post(`/api/review/${card.id}`).send({ rating: 'perfect' });
    expect([bad.status, bad.body.error]).toEqual([400, 'rating must be one of again, hard, good, easy.']);
  });
});

describe('review settings', () => {
  it('stops the queue at the daily limit', async () => {
    const { agent } = await studentWithAnsweredQuiz();
    const settings = await agent.put('/api/review/settings').send({ dailyLimit: 2 }).expect(200);
    expect(settings.body).toEqual({ examDate: null, dailyLimit: 2 });
    expect((await due(agent)).cards.length).toBe(2);
    const [card] = (await due(agent)).cards;
    await agent.post(`/api/review/${card.id}`).send({ rating: 'again' }).expect(200);
    expect((await due(agent)).cards.length).toBe(1);
    await agent.post(`/api/review/${card.id}`).send({ rating: 'again' }).expect(200);
    const capped = await due(agent);
    expect(capped.cards).toEqual([]);
    expect(capped.dueToday).toBe(4);
  });

  it('in exam-date mode schedules the next review before the exam', async () => {
    const { agent } = await studentWithAnsweredQuiz();
    const exam = new Date(Date.now() + 6 * DAY).toISOString().slice(0, 10);
    await agent.put('/api/review/settings').send({ examDate: exam }).expect(200);
    expect((await agent.get('/api/review/settings').expect(200)).body).toEqual({
      examDate: exam,
      dailyLimit: 50,
    });
    const [card] = (await due(agent)).cards;
    const easy = ZCardRatingOutcomeSchema.parse(
      (await agent.post(`/api/review/${card.id}`).send({ rating: 'easy' }).expect(200)).body,
    );
    expect(Date.parse(easy.due)).toBeLessThan(Date.parse(`${exam}T00:00:00Z`));
    await agent.put('/api/review/settings').send({ examDate: null }).expect(200);
    expect((await due(agent)).settings.examDate).toBeNull();
  });

  it('refuses settings a person can fix', async () => {
    const { agent } = await guestSession(t);
    const cases: Array<[object, string]> = [
      [{}, 'Send examDate, dailyLimit or both.'],
      [{ examDate: '14/06/2027' }, 'examDate must be a date such as 2027-06-14.'],
      [{ examDate: '2027-02-31' }, 'examDate is not a real date.'],
      [{ dailyLimit: 0 }, 'dailyLimit must be between 1 and 500.'],
      [{ dailyLimit: 10, colour: 'red' }, 'Unknown field: colour.'],
    ];
    for (const [body, message] of cases) {
      const res = await agent.put('/api/review/settings').send(body);
      expect([res.status, res.body.error]).toEqual([400, message]);
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { JOB_ID_HEADER, type JobEvent } from '@eps/contracts';
import { OSCILLATIONS_LECTURE } from '../../apps/api/src/testing/lecture-fixture';
import { guestSession, type Agent } from './support/compile-client';
import { openEventStream, stagesOf } from './support/sse';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The progress module on routes other than compile: the essay check and notes/slides generation
 * report their real steps on GET /api/jobs/:id/events (real API, Postgres and Redis).
 */
const STRONG = fs.readFileSync(path.join(__dirname, '../fixtures/essay/strong-essay.md'), 'utf8');

let t: TestApp;
let user: { agent: Agent; cookie: string };

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AI_PER_MINUTE: '1000' });
  user = await guestSession(t);
});
afterAll(() => t.close());

/** The named steps in the order they came. */
const stepsOf = (events: JobEvent[]) => events.flatMap((e) => (e.step ? [e.step] : []));

/** Opens the job's stream, sends the request with its id, and returns the answer and the events. */
async function followed(url: string, body: object) {
  const jobId = randomUUID();
  const stream = await openEventStream(t, user.cookie, jobId);
  const res = await user.agent.post(url).set(JOB_ID_HEADER, jobId).send(body);
  expect(await stream.status).toBe(200);
  const events = await stream.events;
  expect(events.every((e) => e.jobId === jobId)).toBe(true);
  return { jobId, res, events };
}

describe('the essay check reports its real steps', () => {
  it('streams reading, grammar, style, rubric and feedback in order, then completed', async () => {
    const { jobId, res, events } = await followed('/api/essay/analyze', {
      essay: STRONG,
      analysisType: 'comprehensive',
    });
    expect(res.status).toBe(200);
    expect(events.every((e) => e.kind === 'essay-check')).toBe(true);
    expect(stepsOf(events)).toEqual(['reading', 'grammar', 'style', 'rubric', 'feedback']);
    expect(stagesOf(events)).toEqual(['running', 'completed']);
    expect(events.map((e) => e.at)).toEqual(events.map((e) => e.at).sort());

    const stranger = await guestSession(t);
    const theirs = await openEventStream(t, stranger.cookie, jobId);
    expect(await theirs.status).toBe(404);
    theirs.close();
  });

  it('has no style step in a grammar check and no grammar step in a style check', async () => {
    const grammar = await followed('/api/essay/analyze', { essay: STRONG, analysisType: 'grammar' });
    expect(stepsOf(grammar.events)).toEqual(['reading', 'grammar', 'rubric', 'feedback']);
    const style = await followed('/api/essay/analyze', { essay: STRONG, analysisType: 'style' });
    expect(stepsOf(style.events)).toEqual(['reading', 'style', 'rubric', 'feedback']);
  });

  it('ends a rejected check as failed, with the reason a person reads', async () => {
    const { res, events } = await followed('/api/essay/analyze', { essay: STRONG, analysisType: 'poetry' });
    expect(res.status).toBe(400);
    expect(stagesOf(events)).toEqual(['failed']);
    expect(events[0]!.message).toBe(res.body.error);
  });

  it('replays every step to a stream opened after the check finished', async () => {
    const jobId = randomUUID();
    const res = await user.agent
      .post('/api/essay/analyze')
      .set(JOB_ID_HEADER, jobId)
      .send({ essay: STRONG, analysisType: 'grammar' });
    expect(res.status).toBe(200);
    const late = await openEventStream(t, user.cookie, jobId);
    expect(stepsOf(await late.events)).toEqual(['reading', 'grammar', 'rubric', 'feedback']);
  });

  it('answers 400 JOB_ID_INVALID for an X-Job-Id that is not a UUID, before any work', async () => {
    const res = await user.agent
      .post('/api/essay/analyze')
      .set(JOB_ID_HEADER, 'job-1')
      .send({ essay: STRONG, analysisType: 'grammar' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('JOB_ID_INVALID');
    const history = await user.agent.get('/api/essay/history');
    expect(history.body.essays).toHaveLength(4); // the four checks above, not this one
  });
});

describe('notes and slides generation report their real steps', () => {
  it.each([
    ['/api/generate-latex-lecture', 'notes'],
    ['/api/generate-latex-slides', 'slides'],
  ])('%s streams writing, then saving, then completed', async (url, kind) => {
    const { res, events } = await followed(url, { userMaterial: OSCILLATIONS_LECTURE });
    expect(res.status).toBe(200);
    expect(events.every((e) => e.kind === kind)).toBe(true);
    expect(stepsOf(events)).toEqual(['writing', 'saving']);
    expect(stagesOf(events)).toEqual(['running', 'completed']);
  });
});

describe('GET /api/jobs/:id/events', () => {
  it('answers 400 JOB_ID_INVALID for an id that is not a UUID', async () => {
    const res = await user.agent.get('/api/jobs/not-a-uuid/events');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('JOB_ID_INVALID');
  });
});

import { guestSession } from './support/compile-client';
import { startTestApp, type TestApp } from './support/test-app';

/** Requests the fuzz suite (fuzz.int-spec.ts, bench/fuzz) found answering 5xx, now refused with a message. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it.each([
  '/api/drive/files?q=%00',
  '/api/essay/questions/%00',
  '/api/courses/%E2%80%AE%00%EF%BF%BD',
  '/api/knowledge-graph?syllabus=%E2%80%AE%00%EF%BF%BD',
])('GET %s is a 400 that names the NUL character, not a database error', async (url) => {
  const { agent } = await guestSession(t);
  const res = await agent.get(url);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({
    code: 'VALIDATION_FAILED',
    error: 'The address contains a NUL character (%00), which no field can hold: remove it.',
  });
});

it('an address over 16 KB is a 431 that says to shorten it, not an empty answer from Node', async () => {
  const { agent } = await guestSession(t);
  const res = await agent.get(`/api/stats/me?tz=${'%C3%BC'.repeat(3000)}`);
  expect(res.status).toBe(431);
  expect(res.body).toEqual({
    code: 'REQUEST_TOO_LARGE',
    error: expect.stringContaining('shorten the query string'),
  });
});

it('a NUL in saved free text (a conversation title) is a 400 that names it, and the title stays as it was', async () => {
  const { agent } = await guestSession(t);
  const created = await agent.post('/api/chat/conversations').send({ title: 'Forces revision' }).expect(201);
  const res = await agent
    .patch(`/api/chat/conversations/${created.body.id}`)
    .send({ title: '\u202e\u0000\ud800' });
  expect(res.status).toBe(400);
  expect(res.body).toEqual({
    code: 'VALIDATION_FAILED',
    error: 'The text contains a NUL character (U+0000), which cannot be saved: remove it and try again.',
  });
  const reloaded = await agent.get(`/api/chat/conversations/${created.body.id}`).expect(200);
  expect(reloaded.body.conversation.title).toBe('Forces revision');
});

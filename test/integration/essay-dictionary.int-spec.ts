import request from 'supertest';
import { guestAgent, type Agent } from './support/compile-client';
import { startTestApp, type TestApp } from './support/test-app';

/** POST /api/essay/dictionary: WordNet through the real app, lemmatised, with clear 4xx answers. */
let t: TestApp;
let guest: Agent;

beforeAll(async () => {
  t = await startTestApp();
  guest = await guestAgent(t);
});
afterAll(() => t.close());

const define = (word: unknown) => guest.post('/api/essay/dictionary').send({ word });

describe('POST /api/essay/dictionary', () => {
  it('defines an inflected word by its dictionary form', async () => {
    const res = await define('Running');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ word: 'Running', lemma: 'run', source: 'wordnet' });
    expect(res.body.definition.length).toBeGreaterThan(10);
  });

  it('defines a two-word expression', async () => {
    const res = await define('ice cream');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ partOfSpeech: 'noun' });
    expect(res.body.definition).toMatch(/frozen/i);
  });

  it('answers 404 with the word for something WordNet does not know', async () => {
    const res = await define('qwxzptk');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'No definition found for "qwxzptk".', code: 'ESSAY_WORD_NOT_FOUND' });
  });

  it.each([
    [['a', 'list'], 'word must be text.'],
    ['   ', 'word must not be empty.'],
    ['three whole words', 'Look up one or two words at a time.'],
  ])('refuses %j with 400: %s', async (word, message) => {
    const res = await define(word);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it('needs a session', async () => {
    const res = await request(t.http).post('/api/essay/dictionary').send({ word: 'run' });
    expect(res.status).toBe(401);
  });
});

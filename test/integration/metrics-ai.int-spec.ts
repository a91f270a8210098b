import request from 'supertest';
import { guestAgent } from './support/compile-client';
import { modelEngineEnv, startFakeOpenAi, type FakeOpenAi } from './support/fake-openai';
import { sampleValue } from './support/prometheus-text';
import { startTestApp, type TestApp } from './support/test-app';

/** Issue 21 item 3: AI calls counted by engine and outcome, at the model transport every AI tool uses. */

let fake: FakeOpenAi;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await startTestApp({ ...modelEngineEnv(fake), RATE_LIMIT_AI_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

it('counts a model answer as ok and an HTTP failure of the AI service as http_error', async () => {
  const agent = await guestAgent(t);
  const enhance = () => agent.post('/api/enhance-material').send({ text: 'Waves carry energy.' });
  expect((await enhance()).status).toBe(200);
  await fake.script('enhance-material', ['http-500']);
  expect((await enhance()).status).toBe(502);

  const text = (await request(t.http).get('/metrics').expect(200)).text;
  expect(sampleValue(text, 'eps_ai_calls_total', { engine: 'openai', outcome: 'ok' })).toBe(1);
  expect(sampleValue(text, 'eps_ai_calls_total', { engine: 'openai', outcome: 'http_error' })).toBe(1);
  expect((await fake.requests()).map((r) => r.task)).toEqual(['enhance-material', 'enhance-material']);
});

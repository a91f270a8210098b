import { expect } from '@playwright/test';

/**
 * The e2e side of the fake OpenAI server (test/support/fake-openai). npm test starts it and a second API
 * whose AI engine talks to it, and sets E2E_OPENAI_BASE_URL (that API) and E2E_FAKE_OPENAI_URL (the fake).
 */
export const OPENAI_API = process.env.E2E_OPENAI_BASE_URL;
const FAKE_OPENAI = process.env.E2E_FAKE_OPENAI_URL;
const MISSING =
  'E2E_OPENAI_BASE_URL and E2E_FAKE_OPENAI_URL must be set: run `npm test`, or start the fake server ' +
  '(node test/support/fake-openai/server.mjs) and an API with AI_BASE_URL=<fake>/v1 AI_API_KEY=test-key.';

async function fake(route: string, body?: unknown): Promise<unknown> {
  expect(OPENAI_API && FAKE_OPENAI, MISSING).toBeTruthy();
  const response = await fetch(`${FAKE_OPENAI}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${route}: ${response.status}`).toBe(true);
  return response.json();
}

/** Forgets scripted answers and recorded calls. */
export const resetFakeOpenAi = () => fake('/__fake/reset', {});

/** Queues answers ('recorded', 'malformed', …) for the next calls of one task. */
export const scriptFakeOpenAi = (task: string, answers: string[]) =>
  fake('/__fake/script', { task, answers });

/** How many calls of `task` the fake has received since the last reset. */
export const callsOf = async (task: string) =>
  ((await fake('/__fake/requests')) as { task: string }[]).filter((r) => r.task === task).length;

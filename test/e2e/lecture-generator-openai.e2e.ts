import { expect, test } from '@playwright/test';
import {
  imagePasteFlow,
  nextCall,
  notesFlow,
  openGenerator,
  signInAsGuest,
  slidesFlow,
} from './lecture-generator-flows';

/**
 * The same generator flows against an API whose AI engine is the OpenAI SDK, talking to the fake
 * OpenAI server (test/support/fake-openai) that replays recorded answers. npm test starts both and sets
 * E2E_OPENAI_BASE_URL (that API) and E2E_FAKE_OPENAI_URL (the fake server).
 */
const OPENAI_API = process.env.E2E_OPENAI_BASE_URL;
const FAKE_OPENAI = process.env.E2E_FAKE_OPENAI_URL;
const MISSING =
  'E2E_OPENAI_BASE_URL and E2E_FAKE_OPENAI_URL must be set: run `npm test`, or start the fake server ' +
  '(node test/support/fake-openai/server.mjs) and an API with AI_BASE_URL=<fake>/v1 AI_API_KEY=test-key.';

test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ baseURL: OPENAI_API, actionTimeout: 30_000 });

async function fake(route: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${FAKE_OPENAI}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${route}: ${response.status}`).toBe(true);
  return response.json();
}

const callsOf = async (task: string) =>
  ((await fake('/__fake/requests')) as { task: string }[]).filter((r) => r.task === task).length;

test.beforeEach(async () => {
  expect(OPENAI_API && FAKE_OPENAI, MISSING).toBeTruthy();
  await fake('/__fake/reset', {});
});

test('notes: a malformed model answer is retried, then the PDF, the editor and undo work', async ({
  page,
}, testInfo) => {
  await fake('/__fake/script', { task: 'generate-notes', answers: ['malformed', 'recorded'] });
  await signInAsGuest(page);
  await notesFlow(page, testInfo);
  expect(await callsOf('generate-notes')).toBe(2);
  expect(await callsOf('regenerate-subsection')).toBe(1);
  await expect(page.getByText(/Structured by the offline engine/)).toHaveCount(0);
});

test('slides: the model writes a beamer deck whose title page is protected', async ({ page }, testInfo) => {
  await signInAsGuest(page);
  await slidesFlow(page, testInfo);
  expect(await callsOf('generate-slides')).toBe(1);
});

test('an image of text pasted into the material is read and its text inserted at the cursor', async ({
  page,
}) => {
  await signInAsGuest(page);
  await imagePasteFlow(page);
});

test('two malformed answers fail cleanly with the spec message', async ({ page }) => {
  await fake('/__fake/script', { task: 'generate-notes', answers: ['malformed', 'malformed'] });
  await signInAsGuest(page);
  const modal = await openGenerator(page, 'notes');
  const generated = nextCall(page, 'POST', '/api/generate-latex-lecture');
  await modal.getByRole('button', { name: 'Generate PDF' }).click();
  expect((await generated).status()).toBeGreaterThanOrEqual(400);
  await expect(modal.getByRole('alert')).toHaveText('No LaTeX code was returned from OpenAI.');
  expect(await callsOf('generate-notes')).toBe(2);
  // Nothing half-made is shown, and the form can be used again.
  await expect(modal.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: 'Generate PDF' })).toBeEnabled();
});

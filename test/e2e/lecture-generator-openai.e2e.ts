import { expect, test } from '@playwright/test';
import { imagePasteFlow, nextCall, notesFlow, openGenerator, slidesFlow } from './lecture-generator-flows';
import { callsOf, OPENAI_API, resetFakeOpenAi, scriptFakeOpenAi } from './support/fake-openai';
import { signInAsGuest } from './support/session';

/** The same generator flows against the API whose AI engine is the OpenAI SDK on the fake server. */
test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ baseURL: OPENAI_API, actionTimeout: 30_000 });

test.beforeEach(async () => {
  await resetFakeOpenAi();
});

test('notes: a malformed model answer is retried, then the PDF, the editor and undo work', async ({
  page,
}, testInfo) => {
  await scriptFakeOpenAi('generate-notes', ['malformed', 'recorded']);
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
  await scriptFakeOpenAi('generate-notes', ['malformed', 'malformed']);
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

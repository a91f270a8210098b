import { expect, test } from '@playwright/test';
import { imagePasteFlow, nextCall, notesFlow, openGenerator, slidesFlow } from './lecture-generator-flows';
import { signInAsGuest } from './support/session';

/**
 * The Notes and Slides generators with the offline engine (the e2e app's default): generation, plots,
 * compiles, the editors, undo, and image paste, all through the real API, worker and Chromium.
 */
test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 30_000 });

test('notes: a lecture becomes a PDF with its sections; delete, regenerate and undo recompile it', async ({
  page,
}, testInfo) => {
  await signInAsGuest(page);
  await notesFlow(page, testInfo);
  await expect(page.getByText('Structured by the offline engine (rules, no AI model)')).toBeVisible();
});

test("slides: a lecture becomes a beamer PDF whose title page can't be deleted or regenerated", async ({
  page,
}, testInfo) => {
  await signInAsGuest(page);
  await slidesFlow(page, testInfo);
});

test('a saved document reopens after a reload', async ({ page }) => {
  await signInAsGuest(page);
  const modal = await openGenerator(page, 'notes');
  const generated = nextCall(page, 'POST', '/api/generate-latex-lecture');
  await modal.getByRole('button', { name: 'Generate PDF' }).click();
  const { documentId } = (await (await generated).json()) as { documentId: string };

  await page.reload();
  const saved = page.getByRole('region', { name: 'Your saved notes' });
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  const opened = nextCall(page, 'GET', `/api/documents/${documentId}`);
  await saved.getByRole('button', { name: /^Open / }).click();
  expect((await opened).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible({ timeout: 120_000 });
});

test('an image of text pasted into the material is read and its text inserted at the cursor', async ({
  page,
}) => {
  await signInAsGuest(page);
  await imagePasteFlow(page);
});

import { expect, test } from '@playwright/test';
import { checkerFlow, writerFlow } from './essay-helper-flows';
import { signInAsGuest } from './support/session';

/** /essayhelper against the real API with the offline engine, as a guest. */
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 30_000 });

test('Essay Writing: a scaffold for Lang 2021 Question 2 with analyses and a definition', async ({
  page,
}) => {
  await signInAsGuest(page);
  const essay = await writerFlow(page);
  // The scaffold's first paragraph is the note saying what it is; the plan is numbered from the
  // introduction, as the sidebar's Rubric Alignment counts it.
  await expect(essay.getByRole('paragraph').first()).toContainText('ESSAY SCAFFOLD');
  await expect(essay.getByText(/^Introduction: /).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rubric Alignment' })).toContainText('paragraph 1');
});

test('Essay Correction: an uploaded .txt essay is analysed, highlighted and rewritten', async ({ page }) => {
  await signInAsGuest(page);
  await checkerFlow(page);
});

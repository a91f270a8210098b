import { expect, test } from '@playwright/test';
import { checkerFlow, writerFlow } from './essay-helper-flows';
import { callsOf, OPENAI_API, resetFakeOpenAi, scriptFakeOpenAi } from './support/fake-openai';
import { signInAsGuest } from './support/session';

/** The essay helper's flows against the API whose AI engine is the OpenAI SDK on the fake server. */
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ baseURL: OPENAI_API, actionTimeout: 30_000 });

test.beforeEach(async () => {
  await resetFakeOpenAi();
});

test('Essay Writing: a malformed model essay is retried, then the model essay is interactive', async ({
  page,
}) => {
  await scriptFakeOpenAi('write-essay', ['malformed', 'recorded']);
  await signInAsGuest(page);
  const essay = await writerFlow(page);
  await expect(essay).not.toContainText('ESSAY SCAFFOLD');
  await expect(essay.locator('mark[data-kind="essential"]').first()).toBeVisible();
  expect(await callsOf('write-essay')).toBe(2);
  expect(await callsOf('identify-essential')).toBe(1);
});

test('Essay Correction: the model assesses the essay and rewrites a sentence', async ({ page }) => {
  await signInAsGuest(page);
  await checkerFlow(page);
  expect(await callsOf('assess-essay')).toBe(1);
  expect(await callsOf('rewrite-sentence')).toBe(1);
});

test('two malformed assessments fail with a clear message and the checker stays usable', async ({ page }) => {
  await scriptFakeOpenAi('assess-essay', ['malformed', 'malformed']);
  await signInAsGuest(page);
  await page.goto('/essayhelper');
  await page.getByRole('tab', { name: 'Essay Correction' }).click();
  await page
    .getByRole('textbox', { name: /Essay Text/ })
    .fill('Libraries matter because they serve everyone. They lend books and teach skills.');
  await page.getByRole('button', { name: 'Complete Analysis' }).click();
  await expect(page.getByRole('alert')).toContainText(/^Failed to analyze essay: .+/, { timeout: 60_000 });
  expect(await callsOf('assess-essay')).toBe(2);
  await expect(page.getByRole('heading', { name: 'Overall Score' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Complete Analysis' })).toBeEnabled();
});

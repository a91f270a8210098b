import { expect, test } from '@playwright/test';
import { questionIdByTitle } from './support/app-pages';
import { signInAsGuest } from './support/session';

/**
 * The exam question page in Chromium against the real API and the imported bank: a guest opens an
 * original question (found through search, never by a database id), answers a numeric part in an
 * equivalent form and in another unit, sees it marked right, and reveals the mark scheme.
 */
test('answer a numeric part in an equivalent form, see it marked right, reveal the mark scheme', async ({
  page,
}) => {
  await signInAsGuest(page);
  const id = await questionIdByTitle(page, 'Cart accelerating on a track');
  await page.goto(`/exam-question/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart accelerating on a track' })).toBeVisible();
  await expect(page.locator('.katex').first()).toBeVisible();

  const partA = page.getByRole('form', { name: 'Answer part (a)' });
  // 28 m, written in kilometres as a fraction.
  await partA.getByRole('textbox', { name: 'Your answer to part (a)' }).fill('28/1000 km');
  await partA.getByRole('button', { name: 'Check answer' }).click();
  await expect(partA.getByRole('status')).toContainText('Correct');
  await expect(partA.getByRole('status')).toContainText('Accepted answer: 28 m');

  const partB = page.getByRole('form', { name: 'Answer part (b)' });
  await partB.getByRole('textbox', { name: 'Your answer to part (b)' }).fill('12');
  await partB.getByRole('button', { name: 'Check answer' }).click();
  await expect(partB.getByRole('status')).toContainText('Not right yet');

  await page.getByRole('button', { name: 'Show mark scheme' }).first().click();
  const scheme = page.getByRole('list', { name: 'Mark scheme for part (a)' });
  await expect(scheme).toBeVisible();
  await expect(scheme).toContainText('28 m');
  await expect(page.getByTestId('attribution')).toBeVisible();
});

test('report a problem from the page', async ({ page }) => {
  await signInAsGuest(page);
  const id = await questionIdByTitle(page, 'Cart accelerating on a track');
  await page.goto(`/exam-question/${id}`);
  await page.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem' });
  await dialog.getByRole('combobox', { name: 'What is wrong?' }).click();
  await page.getByRole('option', { name: 'There is a typo' }).click();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Your report is in the review queue')).toBeVisible();
});

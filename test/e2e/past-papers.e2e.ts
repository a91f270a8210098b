import { expect, test } from '@playwright/test';
import { signInAsGuest } from './support/session';

/**
 * /past-papers against the real API and compile worker: a guest browses to a paper and sees its question
 * paper and mark scheme typeset (pdf.js text layers), downloads one and follows a question's link.
 */

// A first request typesets two documents on the run's worker; these bound the waits for them.
const RESULT_TIMEOUT = 90_000;
test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 30_000 });

test('a guest opens an AQA Physics practice paper: question paper and mark scheme side by side', async ({
  page,
}) => {
  await signInAsGuest(page);
  await page.goto('/past-papers');
  await expect(page.getByRole('heading', { level: 1, name: 'Past Papers' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Board' }).click();
  await page.getByRole('option', { name: 'AQA' }).click();
  await page.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'A-level Physics' }).click();
  await page.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: '2026' }).click();
  await page.getByRole('button', { name: 'Open A-level Physics practice paper 1' }).click();

  const questionPaper = page.getByRole('region', { name: 'Question paper' });
  const markScheme = page.getByRole('region', { name: 'Mark scheme' });
  await expect(questionPaper.locator('.textLayer').first()).toContainText('Total marks', {
    timeout: RESULT_TIMEOUT,
  });
  await expect(markScheme.locator('.textLayer').first()).toContainText('Maximum mark', {
    timeout: RESULT_TIMEOUT,
  });

  // Side by side at desktop width: the mark scheme starts level with the question paper, to its right.
  const qpBox = (await questionPaper.boundingBox())!;
  const msBox = (await markScheme.boundingBox())!;
  expect(msBox.x).toBeGreaterThan(qpBox.x + qpBox.width - 1);
  expect(Math.abs(msBox.y - qpBox.y)).toBeLessThan(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the mark scheme' }).click();
  expect((await download).suggestedFilename()).toBe('alevel-physics-aqa-practice-2026-1-mark-scheme.pdf');

  const questions = page.getByRole('region', { name: 'Questions in this paper' });
  const first = questions.getByRole('link').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/exam-question\/[0-9a-f-]{36}$/);
  await first.click();
  await expect(page).toHaveURL(href!);
});

test('on a phone the mark scheme sits below the question paper', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsGuest(page);
  await page.goto('/past-papers?paper=ib-biology-practice-2026-1');
  const questionPaper = page.getByRole('region', { name: 'Question paper' });
  const markScheme = page.getByRole('region', { name: 'Mark scheme' });
  await expect(questionPaper.locator('.textLayer').first()).toContainText('Question paper', {
    timeout: RESULT_TIMEOUT,
  });
  const qpBox = (await questionPaper.boundingBox())!;
  const msBox = (await markScheme.boundingBox())!;
  expect(msBox.y).toBeGreaterThan(qpBox.y + qpBox.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

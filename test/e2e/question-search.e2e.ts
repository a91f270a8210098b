import { expect, test, type Page } from '@playwright/test';
import { signInAsGuest } from './support/session';

/**
 * /question-search in Chromium against the real API and the imported bank (issue 16, item 4): words,
 * a misspelt word, a filter with its facet count, the URL as the search's state, and opening a result.
 */

test.describe.configure({ timeout: 90_000 });

/** The "N questions for …" line, as a number. */
async function resultCount(page: Page): Promise<number> {
  const line = page.getByRole('status').getByText(/^[\d,]+ questions? /);
  await expect(line).toBeVisible();
  return Number((await line.textContent())!.match(/^[\d,]+/)![0].replace(/,/g, ''));
}

async function search(page: Page, words: string) {
  const box = page.getByRole('searchbox', { name: 'Search questions' });
  await box.fill(words);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(words).replace(/%20/g, '\\+')}`));
}

test.beforeEach(async ({ page }) => {
  await signInAsGuest(page);
});

test('searches by words and highlights them in the snippets', async ({ page }) => {
  await page.goto('/question-search');
  await search(page, 'kinetic energy');
  await expect(page.getByRole('status').getByText(/questions? for “kinetic energy”/)).toBeVisible();
  expect(await resultCount(page)).toBeGreaterThan(0);
  const first = page.getByRole('article').first();
  await expect(first.locator('mark').first()).toHaveText(/kinetic|energy/i);
});

test('a misspelt word still finds questions and the page says what it searched for', async ({ page }) => {
  await page.goto('/question-search');
  await search(page, 'pythagorus');
  await expect(page.getByText(/Did you mean/)).toContainText('you searched for “pythagorus”');
  expect(await resultCount(page)).toBeGreaterThan(0);
  await expect(page.getByRole('article').first().locator('mark').first()).toHaveText(/pythagor/i);
});

test('a filter narrows the results by its facet count, goes into the URL, survives a reload and back undoes it', async ({
  page,
}) => {
  await page.goto('/question-search?q=energy');
  const before = await resultCount(page);
  await page.getByRole('combobox', { name: 'Subject' }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  // The least common subject among the matches: its count is what the results narrow to.
  const labels = await options.allTextContents();
  const facets = labels.map((label) => {
    const [, name, count] = label.match(/^(.*) \((\d+)\)$/)!;
    return { name, count: Number(count), label };
  });
  const pick = facets.reduce((a, b) => (b.count < a.count ? b : a));
  expect(pick.count).toBeLessThan(before);
  await options.filter({ hasText: pick.label }).click();

  await expect(page).toHaveURL(new RegExp(`subject=${encodeURIComponent(pick.name)}`));
  await expect.poll(() => resultCount(page)).toBe(pick.count);
  await expect(page.getByRole('button', { name: `Remove filter Subject: ${pick.name}` })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('energy');
  await expect(page.getByRole('button', { name: `Remove filter Subject: ${pick.name}` })).toBeVisible();
  await expect.poll(() => resultCount(page)).toBe(pick.count);

  await page.goBack();
  await expect(page).toHaveURL(/\/question-search\?q=energy$/);
  await expect.poll(() => resultCount(page)).toBe(before);
});

test('opening a result lands on its exam question page', async ({ page }) => {
  await page.goto('/question-search?q=momentum');
  const link = page.getByRole('article').first().getByRole('link');
  await expect(link).toBeVisible();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/exam-question\/[0-9a-f-]{36}$/);
});

import { expect, test, type Page } from '@playwright/test';
import { signInAsGuest } from './support/session';

/**
 * /formula-search in Chromium against the real API (issue 20, item 2): search by words and by LaTeX
 * with other letters, open a formula, copy its LaTeX, see the bank questions that use it, and open one
 * of them and the calculator from it.
 */

test.describe.configure({ timeout: 90_000 });

/** The page's first load builds its chunk and the formula index: allow for a slow, busy machine. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Formula Search' })).toBeVisible({
    timeout: 30_000,
  });
}

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search formulas' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `for “${text}”` })).toBeVisible();
}

const resultNames = (page: Page) => page.getByRole('article').getByRole('button');

test.beforeEach(async ({ page }) => {
  await signInAsGuest(page);
});

test('finds a formula by words and by LaTeX written with other letters', async ({ page }) => {
  await open(page, '/formula-search');
  await search(page, 'kinetic energy');
  await expect(resultNames(page).first()).toHaveText('Kinetic energy');
  await expect(page.getByRole('article').first().locator('.katex')).toBeVisible();

  await search(page, '\\frac{M u^2}{2}');
  await expect(resultNames(page).first()).toHaveText('Kinetic energy');
  await expect(page.getByRole('article').first()).toContainText('Same shape');
  expect(new URL(page.url()).searchParams.get('q')).toBe('\\frac{M u^2}{2}');
});

test('opens a formula: symbols, copy, the questions that use it and the calculator', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await open(page, '/formula-search?q=kinetic%20energy');
  await resultNames(page)
    .filter({ hasText: /^Kinetic energy$/ })
    .click();
  const panel = page.getByRole('region', { name: 'Kinetic energy' });
  await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(panel.getByRole('cell', { name: 'speed', exact: true })).toBeVisible();
  await expect(panel).toContainText('In the AQA booklet');

  await panel.getByRole('button', { name: 'Copy LaTeX' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('E_k = \\frac{1}{2}mv^2');

  const questions = panel.getByRole('listitem').getByRole('link');
  await expect(questions.first()).toBeVisible();
  const title = await questions.first().textContent();
  await questions.first().click();
  await expect(page).toHaveURL(/\/exam-question\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title!, exact: true })).toBeVisible();

  await page.goBack();
  await page
    .getByRole('region', { name: 'Kinetic energy' })
    .getByRole('link', { name: 'Open in calculator' })
    .click();
  await expect(page).toHaveURL(/\/calculator\?expression=E_k/);
  expect(new URL(page.url()).searchParams.get('expression')).toBe('E_k = \\frac{1}{2}mv^2');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an open formula and its results fit without sideways scrolling', async ({ page }) => {
    await open(page, '/formula-search?q=gravitation');
    await resultNames(page).first().click();
    await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(page.getByRole('region').getByRole('table')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

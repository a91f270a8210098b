import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { questionIdByTitle } from './support/app-pages';
import { practiseThroughApi } from './support/practice';
import { signInAsGuest } from './support/session';

/**
 * /user-stat in Chromium against the real API: a guest answers an exam question on its page (one part
 * right, one wrong) and sees the attempts and the time the beacon reported on /user-stat; another
 * answers a quiz and has an answer marked by the grader, sees them, exports them as CSV and deletes the
 * history. The page holds to the accessibility baseline and fits a 390 px phone.
 */

const table = (page: Page, region: string) => page.getByRole('region', { name: region }).getByRole('table');

async function showAsTable(page: Page, region: string) {
  await page.getByRole('region', { name: region }).getByRole('switch', { name: 'Show as table' }).check();
}

test('answers checked on an exam question page show on /user-stat with the time spent there', async ({
  page,
}) => {
  test.slow();
  await signInAsGuest(page);
  const id = await questionIdByTitle(page, 'Cart accelerating on a track');
  await page.goto(`/exam-question/${id}`);
  const partA = page.getByRole('form', { name: 'Answer part (a)' });
  await partA.getByRole('textbox', { name: 'Your answer to part (a)' }).fill('28');
  await partA.getByRole('button', { name: 'Check answer' }).click();
  await expect(partA.getByRole('status')).toContainText('Correct');
  const partB = page.getByRole('form', { name: 'Answer part (b)' });
  await partB.getByRole('textbox', { name: 'Your answer to part (b)' }).fill('12');
  await partB.getByRole('button', { name: 'Check answer' }).click();
  await expect(partB.getByRole('status')).toContainText('Not right yet');
  // At least a second on the page, so the visit counts; then leave it through the app's own link.
  await page.waitForTimeout(1100);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect
    .poll(async () => {
      const stats = await (await page.request.get('/api/stats/me')).json();
      return stats.tools.find((t: { tool: string }) => t.tool === 'exam-question')?.visits ?? 0;
    })
    .toBe(1);

  await page.goto('/user-stat');
  await expect(page.getByText('Current streak')).toBeVisible();
  await showAsTable(page, 'Time and use per tool');
  await expect(
    table(page, 'Time and use per tool').getByRole('row', { name: /^Exam Questions 2 1 / }),
  ).toBeVisible();
  await showAsTable(page, 'Scores over time');
  const today = table(page, 'Scores over time').getByRole('row').nth(1);
  await expect(today.getByRole('cell')).toHaveText(['–', '–', '50%', '2']);
});

test('quiz answers and grader marks show on /user-stat, export as CSV and can be deleted', async ({
  page,
}) => {
  test.slow();
  await signInAsGuest(page);
  await practiseThroughApi(page);
  await page.goto('/user-stat');
  await expect(page.getByRole('heading', { level: 1, name: 'User Statistics' })).toBeVisible();

  await showAsTable(page, 'Time and use per tool');
  const tools = table(page, 'Time and use per tool');
  await expect(tools.getByRole('row', { name: /^Exam Grader 1 0 / })).toBeVisible();
  await expect(tools.getByRole('row', { name: /^Quiz Generator 4 0 / })).toBeVisible();
  await showAsTable(page, 'Scores over time');
  const today = table(page, 'Scores over time').getByRole('row').nth(1);
  await expect(today.getByRole('cell').nth(1)).toHaveText('100%');
  await expect(today.getByRole('cell').nth(3)).toHaveText('4');
  await showAsTable(page, 'Reviews due in the next 14 days');
  await expect(table(page, 'Reviews due in the next 14 days').getByRole('row')).toHaveCount(15);

  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^exam-prep-statistics-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  const types = csv
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[1]);
  expect(types.filter((t) => t === 'graded-answer')).toHaveLength(1);
  expect(types.filter((t) => t === 'quiz-answer')).toHaveLength(3);
  expect(types.filter((t) => t === 'tool-use')).toHaveLength(5);

  await page.getByRole('button', { name: 'Delete my history' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my history' });
  await dialog.getByRole('button', { name: 'Delete my history' }).click();
  await expect(page.getByText('Your history was deleted.')).toBeVisible();
  await expect(page.getByText('Nothing here yet')).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filled page has no sideways scroll, and its tables scroll inside their cards', async ({
    page,
  }) => {
    await signInAsGuest(page);
    await practiseThroughApi(page);
    await page.goto('/user-stat');
    await expect(page.getByRole('heading', { name: 'Scores over time' })).toBeVisible();
    for (const region of ['Time and use per tool', 'Scores over time', 'Mastery per topic, weakest first'])
      await showAsTable(page, region);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

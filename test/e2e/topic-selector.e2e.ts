import { expect, test, type Page } from '@playwright/test';
import { signInAsGuest } from './support/session';

/**
 * The course helper in Chromium against the real API and the imported bank: a guest chooses AP Physics 1
 * through board → qualification → subject, opens a chapter by keyboard and starts a quiz on a point; the
 * quiz's questions are the bank's questions on that point. A Knowledge Galaxy link opens the tree at its
 * point; the page fits a 390 px phone. Screenshots at both widths go to the test's output folder.
 */

const POINT = '2.9 Circular Motion';

/** Titles of the approved bank questions on a topic (and below it), as the question search finds them. */
async function questionTitlesOn(page: Page, topicId: string): Promise<string[]> {
  const titles: string[] = [];
  for (let p = 1; ; p++) {
    const res = await page.request.get(`/api/questions?topic=${topicId}&pageSize=50&page=${p}`);
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { items: Array<{ title: string }>; total: number };
    titles.push(...body.items.map((q) => q.title));
    if (!body.items.length || titles.length >= body.total) return titles;
  }
}

async function topicId(page: Page, code: string): Promise<string> {
  const tree = await (await page.request.get('/api/knowledge-graph?syllabus=ap-physics-1')).json();
  return (tree.nodes as Array<{ id: string; code: string }>).find((n) => n.code === code)!.id;
}

test('choose a course, open a topic and start a quiz on it', async ({ page }, testInfo) => {
  test.slow();
  await signInAsGuest(page);
  await page.goto('/topic-selector');
  await expect(page.getByRole('heading', { level: 1, name: 'Course Helper' })).toBeVisible();
  for (const [select, option] of [
    ['Exam board', 'College Board'],
    ['Qualification', 'AP'],
    ['Subject', 'Physics'],
  ]) {
    await page.getByRole('combobox', { name: select }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  const expand = page.getByRole('button', { name: 'Expand 2 Force and Translational Dynamics' });
  await expand.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('button', { name: 'Collapse 2 Force and Translational Dynamics' }),
  ).toBeVisible();
  const row = page.locator('[id^="point-"]').filter({ hasText: POINT });
  await expect(row.getByText(/^\d+ questions?$/)).toBeVisible();
  await expect(row.getByText('Not practised yet')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('topic-selector-1280.png'), fullPage: false });

  const id = await topicId(page, '2.9');
  const titles = await questionTitlesOn(page, id);
  expect(titles.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: `Practise ${POINT}` }).click();
  await expect(page).toHaveURL(/\/quiz-generator\?quiz=/);
  const item = page.getByRole('form', { name: /^Item 1 of \d+$/ });
  await expect(item).toBeVisible();
  const source = (await item.getByText(/marks? · /).textContent())!.replace(/^\d+ marks? · /, '');
  expect(titles).toContain(source);

  // Coming back, the syllabus chosen last time is open again.
  await page.goto('/topic-selector');
  await expect(page.getByRole('button', { name: 'Expand 1 Kinematics' })).toBeVisible();
});

test('a link to a point opens the tree down to it, in view and highlighted', async ({ page }) => {
  await signInAsGuest(page);
  const id = await topicId(page, '8.4');
  await page.goto(`/topic-selector?syllabus=ap-physics-1&topic=${id}`);
  const row = page.locator(`#point-${id}`);
  await expect(row).toHaveAttribute('data-highlighted', 'true');
  await expect(row).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Collapse 8 Fluids' })).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the opened tree has no sideways scroll', async ({ page }, testInfo) => {
    await signInAsGuest(page);
    const id = await topicId(page, '6.3');
    await page.goto(`/topic-selector?syllabus=ap-physics-1&topic=${id}`);
    await expect(page.locator(`#point-${id}`)).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('topic-selector-390.png') });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

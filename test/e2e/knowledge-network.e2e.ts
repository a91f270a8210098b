import { expect, test, type Page } from '@playwright/test';
import type { KnowledgeGraphResponse } from '@eps/contracts';
import { practiseThroughApi } from './support/practice';
import { signInAsGuest } from './support/session';

/**
 * The Knowledge Galaxy in Chromium (WebGL through SwiftShader, as --disable-gpu leaves it) against the
 * real API: the whole subject draws with its chapter labels, a click on a drawn node and Enter on a listed
 * point both open the course helper at that point, the list says what the API says (same points, same
 * mastery), and a 390 px phone has no sideways scroll.
 */

const masteryText = (m: number | null) => (m === null ? 'Not practised yet' : `${Math.round(m * 100)}%`);

async function graphOf(page: Page, syllabus: string): Promise<KnowledgeGraphResponse> {
  const response = await page.request.get('/api/knowledge-graph', { params: { syllabus } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as KnowledgeGraphResponse;
}

/** Whether sigma's label layer (a 2-D canvas over the WebGL ones) has anything drawn on it. */
const labelsDrawn = (page: Page) =>
  page.locator('canvas.sigma-labels').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted += 1;
    return painted;
  });

test('the whole subject draws, and the list shows the same points with the same mastery', async ({
  page,
}) => {
  test.slow();
  await signInAsGuest(page);
  await practiseThroughApi(page);
  const graph = await graphOf(page, 'ap-physics-1');
  expect(graph.nodes.some((n) => n.mastery !== null)).toBe(true);

  await page.goto('/knowledge-network?syllabus=ap-physics-1&view=subject');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Showing ${graph.nodes.length} of ${graph.nodes.length} points` }),
  ).toBeVisible();
  await expect(page.locator('canvas.sigma-nodes')).toBeVisible();
  await expect.poll(() => labelsDrawn(page)).toBeGreaterThan(500);

  await showAsList(page);
  await expect(page.locator('canvas.sigma-nodes')).toHaveCount(0);
  const items = page.getByRole('region', { name: 'Points in this view' }).getByRole('listitem');
  await expect(items).toHaveCount(graph.nodes.length);
  const listed = await items.evaluateAll((lis) =>
    lis.map((li) => [li.getAttribute('data-point-code'), li.querySelector('[data-mastery]')?.textContent]),
  );
  const expected = graph.nodes.map((n) => [n.code, masteryText(n.mastery)]);
  const byCode = (a: (string | null | undefined)[], b: (string | null | undefined)[]) =>
    String(a[0]).localeCompare(String(b[0]), 'en', { numeric: true });
  expect(listed.sort(byCode)).toEqual(expected.sort(byCode));
});

test('a node found by search and clicked on the canvas opens the course helper at that point', async ({
  page,
}) => {
  await signInAsGuest(page);
  const graph = await graphOf(page, 'ap-physics-1');
  const target = graph.nodes.find((n) => n.code === '2.5')!;

  await page.goto('/knowledge-network?syllabus=ap-physics-1');
  await expect(page.locator('canvas.sigma-nodes')).toBeVisible();
  await page.getByRole('combobox', { name: 'Find a point' }).fill('second law');
  await page.getByRole('option', { name: `2.5 ${target.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`topic=${target.id}`));
  await expect(page.getByRole('status').filter({ hasText: 'within 2 steps of 2.5' })).toBeVisible();

  // The chosen point sits in the middle of the local view: a real click there opens it.
  const box = (await page.locator('canvas.sigma-mouse').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(`/topic-selector?syllabus=ap-physics-1&topic=${target.id}`);
});

test('a keyboard user reaches the same point through the list and opens it with Enter', async ({ page }) => {
  await signInAsGuest(page);
  const graph = await graphOf(page, 'ap-physics-1');
  const target = graph.nodes.find((n) => n.code === '2.5')!;
  await page.goto(`/knowledge-network?syllabus=ap-physics-1&topic=${target.id}&depth=1`);
  const link = page.getByRole('link', { name: `2.5 ${target.name}` });
  // The list is off screen while the graph shows and comes into view when focus reaches it.
  await link.focus();
  await expect(link).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/topic-selector?syllabus=ap-physics-1&topic=${target.id}`);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the galaxy and its list have no sideways scroll', async ({ page }) => {
    await signInAsGuest(page);
    await page.goto('/knowledge-network?syllabus=alevel-physics-aqa&view=subject');
    await expect(page.getByRole('status').filter({ hasText: 'Showing 308 of 308 points' })).toBeVisible();
    await expect(page.locator('canvas.sigma-nodes')).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await showAsList(page);
    await expect(page.getByRole('region', { name: 'Points in this view' }).getByRole('listitem')).toHaveCount(
      308,
    );
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

/** The list switch is kept in the URL, so its state follows one navigation after the click. */
async function showAsList(page: Page) {
  const toggle = page.getByRole('switch', { name: 'Show as list' });
  await toggle.click();
  await expect(toggle).toBeChecked();
}

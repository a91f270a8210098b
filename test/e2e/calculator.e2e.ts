import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsGuest } from './support/session';

/**
 * /calculator against the real API and maths engine, as a guest: two functions plotted with their
 * intersections marked and listed, an integral worked out and its LaTeX copied, a link's expression
 * prefilled, and the scientific calculator working with the network cut off.
 */

// The engine's first symbolic job starts its worker; on a loaded 2-core machine that takes a while.
const ENGINE_TIMEOUT = 30_000;

async function openCalculator(page: Page, path = '/calculator') {
  await signInAsGuest(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Calculator' })).toBeVisible();
}

/** The serious and critical axe findings on the page as it is now (the tabs' content after use). */
async function blockingAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.map(String).join(' ')}`));
}

test('plots two functions and marks and lists where they cross', async ({ page }) => {
  await openCalculator(page);
  await page.getByRole('tab', { name: 'Graph' }).click();
  await page.getByRole('textbox', { name: 'Function 1' }).fill('y = x^2');
  await page.getByRole('button', { name: 'Add function' }).click();
  await page.getByRole('textbox', { name: 'Function 2' }).fill('x + 2');

  const graph = page.getByRole('img', { name: /^Graph of y = x\^2, x \+ 2/ });
  await expect(graph.locator('path[stroke="#1c7ed6"]')).toHaveCount(1);
  await expect(graph.locator('path[stroke="#e03131"]')).toHaveCount(1);
  await expect(graph.locator('circle[data-kind="intersection"]')).toHaveCount(2);
  const crossings = page
    .getByRole('table', { name: 'Points on the graph' })
    .getByRole('row')
    .filter({ hasText: 'Intersection' });
  await expect(crossings).toHaveText([
    /Intersection\s*y = x\^2 and x \+ 2\s*-1\s*1/,
    /Intersection\s*y = x\^2 and x \+ 2\s*2\s*4/,
  ]);

  // Each marker sits on the curves where the table says: (2, 4) is right of and above (-1, 1).
  const boxes = await graph
    .locator('circle[data-kind="intersection"]')
    .evaluateAll((circles) =>
      circles.map((c) => ({ x: Number(c.getAttribute('cx')), y: Number(c.getAttribute('cy')) })),
    );
  expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x);
  expect(boxes[1]!.y).toBeLessThan(boxes[0]!.y);

  // Zoom in with the wheel: the window narrows, so the x labels change.
  const labelsBefore = await graph.locator('text').allTextContents();
  await graph.hover();
  await page.mouse.wheel(0, -400);
  await expect.poll(() => graph.locator('text').allTextContents()).not.toEqual(labelsBefore);

  // A free letter gets a slider; the graph, its tables and the slider pass axe.
  await page.getByRole('textbox', { name: 'Function 1' }).fill('y = a*x^2');
  await expect(page.getByRole('slider', { name: 'Parameter a' })).toBeVisible();
  expect(await blockingAxeFindings(page)).toEqual([]);
});

test('integrates on the engine, shows the check and copies the LaTeX', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openCalculator(page);
  await page.getByRole('tab', { name: 'Algebra' }).click();
  await page.getByRole('combobox', { name: 'Operation' }).click();
  await page.getByRole('option', { name: 'Integrate' }).click();
  await page.getByRole('textbox', { name: /^Expression/ }).fill('3x^2 + 2x');
  await page.getByRole('button', { name: 'Calculate' }).click();

  const result = page.getByTestId('algebra-result');
  await expect(result.locator('[data-latex]')).toBeVisible({ timeout: ENGINE_TIMEOUT });
  await expect(page.getByText('Checked', { exact: true })).toBeVisible();
  const latex = await result.locator('[data-latex]').getAttribute('data-latex');
  // ∫ 3x² + 2x dx = x³ + x² + C, in whatever LaTeX spacing the engine prints ({ x}^{3}).
  expect(latex).toMatch(/\^\{?3\}?/);
  expect(latex).toMatch(/C$/);
  // The result, its steps and its check pass axe (checked before the button's brief "Copied" state).
  expect(await blockingAxeFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Copy LaTeX' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(latex);
});

test('a link with ?expression= fills the algebra input and the graph', async ({ page }) => {
  await openCalculator(page, `/calculator?expression=${encodeURIComponent('x^2 - 4')}`);
  await expect(page.getByRole('tab', { name: 'Algebra', selected: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Expression/ })).toHaveValue('x^2 - 4');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('algebra-result').locator('[data-latex]')).toBeVisible({
    timeout: ENGINE_TIMEOUT,
  });

  await page.getByRole('tab', { name: 'Graph' }).click();
  await expect(page.getByRole('textbox', { name: 'Function 1' })).toHaveValue('x^2 - 4');
  await expect(
    page.getByRole('table', { name: 'Points on the graph' }).getByRole('row').filter({ hasText: 'Root' }),
  ).toHaveText([/Root\s*x\^2 - 4\s*-2\s*0/, /Root\s*x\^2 - 4\s*2\s*0/]);
});

test('the scientific calculator keeps working with the network cut off', async ({ page, context }) => {
  await openCalculator(page);
  await context.setOffline(true);
  const field = page.getByRole('textbox', { name: /^Expression/ });
  await field.fill('5 km to m');
  await field.press('Enter');
  await expect(page.getByTestId('scientific-display')).toHaveText('= 5000 m');
  await field.fill('1/3 + 1/6');
  await page.getByRole('button', { name: 'equals' }).click();
  await expect(page.getByTestId('scientific-display')).toContainText('= 1/2');
  await context.setOffline(false);
});

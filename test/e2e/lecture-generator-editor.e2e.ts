import { expect, test, type Locator, type Page } from '@playwright/test';
import { nextCall, nextCompile, openGenerator, pickItem, RESULT_TIMEOUT } from './lecture-generator-flows';
import { signInAsGuest } from './support/session';

/**
 * The notes editor beside the PDF at a laptop width (1280 px), and what it says about a regeneration:
 * what was done, what could not be, and a PDF that no longer shows the document marked out of date.
 */
test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 30_000, viewport: { width: 1280, height: 800 } });

/** Generates the oscillations notes with plots; the Document Editor opens by itself. */
async function notesWithEditor(page: Page): Promise<{ modal: Locator; editor: Locator; viewer: Locator }> {
  await signInAsGuest(page);
  const modal = await openGenerator(page, 'notes');
  await modal.getByRole('checkbox', { name: 'Include images and plots' }).check();
  const compiled = nextCompile(page);
  await modal.getByRole('button', { name: 'Generate PDF' }).click();
  expect((await compiled).status()).toBe(200);
  const viewer = modal.getByRole('region', { name: 'Lecture notes PDF' });
  await expect(viewer.getByText(/^\d+ pages?$/)).toBeVisible({ timeout: RESULT_TIMEOUT });
  const editor = modal.getByRole('complementary', { name: 'Document Editor' });
  await expect(editor).toBeVisible();
  return { modal, editor, viewer };
}

async function boxes(viewer: Locator, editor: Locator) {
  const [v, e] = [(await viewer.boundingBox())!, (await editor.boundingBox())!];
  // Side by side: the PDF ends where the editor begins, and its top is on screen.
  expect(v.x + v.width).toBeLessThanOrEqual(e.x);
  expect(v.y).toBeLessThan(400);
  return { viewer: v.width, editor: e.width };
}

test('at 1280 px the PDF keeps a reasonable width beside the editor, maximized and resized too', async ({
  page,
}) => {
  const { modal, editor, viewer } = await notesWithEditor(page);
  const normal = await boxes(viewer, editor);
  expect(normal.editor).toBe(500);
  expect(normal.viewer).toBeGreaterThanOrEqual(640);

  await editor.getByRole('button', { name: 'Maximize editor' }).click();
  const maximized = await boxes(viewer, editor);
  expect(maximized.editor).toBeGreaterThan(normal.editor);
  expect(maximized.viewer).toBeGreaterThanOrEqual(500);

  const handle = modal.getByRole('separator', { name: 'Resize the editor' });
  await handle.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  const narrower = await boxes(viewer, editor);
  expect(narrower.editor).toBe(maximized.editor - 200);
  expect(narrower.viewer).toBeGreaterThan(maximized.viewer);
  await expect(editor.getByRole('button', { name: 'Maximize editor' })).toBeVisible();
});

test('a regenerated plot says what it did and could not do; a plot that fails marks the PDF out of date', async ({
  page,
}) => {
  const { modal, editor } = await notesWithEditor(page);

  const regenerate = async (requirement: string) => {
    await pickItem(editor, /^Plots \(\d+\)$/, /^1\. /);
    await editor.getByRole('button', { name: 'Regenerate' }).click();
    await editor.getByRole('textbox', { name: 'Regeneration Requirements' }).fill(requirement);
    const answered = nextCall(page, 'POST', '/api/regenerate-plot');
    const compiled = nextCompile(page);
    await editor.getByRole('button', { name: 'Regenerate' }).click();
    expect((await answered).status()).toBe(200);
    await compiled;
  };

  await regenerate('markers only and a straight best-fit line, then add error bars');
  const lastChange = editor.getByRole('region', { name: 'Last change' });
  await expect(lastChange).toContainText('Last change: Regenerated plot');
  await expect(lastChange.getByRole('region', { name: 'What was done' })).toContainText(
    '“a straight best-fit line”: added a straight best-fit line (least-squares fit of the data)',
  );
  await expect(lastChange.getByRole('alert', { name: 'Could not do' })).toContainText('“add error bars”');
  await expect(lastChange).toContainText('np.polyfit(');
  await expect(modal.getByRole('status', { name: 'This PDF is out of date' })).toHaveCount(0);

  // Plot code that fails in Python, as broken code from an engine would: the worker really runs it.
  await page.route('**/api/regenerate-plot', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { regeneratedPlotCode: string };
    const broken = `${body.regeneratedPlotCode}\nraise RuntimeError('this plot is broken')\n`;
    await route.fulfill({ response, json: { ...body, regeneratedPlotCode: broken } });
  });
  await regenerate('red');
  const mark = modal.getByRole('status', { name: 'This PDF is out of date' });
  await expect(mark).toContainText(/The plot ".+" failed, so this PDF shows no plots\./);
  await expect(modal.locator('[data-out-of-date]')).toHaveCount(1);

  const compiled = nextCompile(page);
  await modal.getByRole('button', { name: 'Undo last change' }).click();
  await compiled;
  await expect(mark).toHaveCount(0);
});

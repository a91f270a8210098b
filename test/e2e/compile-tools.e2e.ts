import { expect, test } from '@playwright/test';
import { signInAsGuest } from './support/session';

/**
 * /latex-editor and /plot-generator against the real compile service: the API queues the job, a
 * compile worker runs pdflatex or Python, and the page shows the PDF (rendered by pdf.js) or the PNG.
 */

// A compile or plot run on a cold worker can take several seconds; these bound the waits for results.
const RESULT_TIMEOUT = 60_000;
test.describe.configure({ timeout: 120_000 });
// The first click on a tool page lands while its CodeMirror chunk is still being parsed and set up; on
// a loaded 2-core CI machine that alone has taken more than the default 10 s.
test.use({ actionTimeout: 30_000 });

/** Line 5 is where the broken version puts its undefined macro. */
const DOCUMENT = [
  '\\documentclass{article}',
  '\\begin{document}',
  '\\section{Kinematics}',
  'Velocity is the rate of change of displacement.',
  '\\end{document}',
].join('\n');

/** Dark pixels on a canvas: a rendered page has text, a blank one has none. */
function inkOf(canvas: HTMLCanvasElement): number {
  const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark++;
  return dark;
}

test('a LaTeX document compiles to a PDF; an error names its line and clicking it shows that line', async ({
  page,
}) => {
  await signInAsGuest(page);
  await page.goto('/latex-editor');

  const editor = page.getByRole('textbox', { name: 'LaTeX source' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(DOCUMENT);
  await page.getByRole('button', { name: 'Compile' }).click();

  const viewer = page.getByRole('region', { name: 'Compiled PDF' });
  await expect(viewer.getByText('1 page')).toBeVisible({ timeout: RESULT_TIMEOUT });
  await expect(viewer.locator('.textLayer')).toContainText('Kinematics');
  await expect.poll(() => viewer.locator('canvas').first().evaluate(inkOf)).toBeGreaterThan(100);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe('document.pdf');

  // Break line 5, compile with the keyboard shortcut, and follow the error back to its line.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+Home');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.insertText('\\undefinedmacro\n');
  await page.keyboard.press('Control+Enter');

  const failure = page.getByRole('alert').filter({ hasText: 'LaTeX compilation failed:' });
  await expect(failure).toBeVisible({ timeout: RESULT_TIMEOUT });
  const lineFive = failure.getByRole('button', { name: /^Line 5:/ });
  await expect(lineFive).toContainText('Undefined control sequence');
  await page.keyboard.press('ControlOrMeta+Home');
  await expect(page.locator('.cm-activeLineGutter')).toHaveText('1');
  await lineFive.click();
  await expect(editor).toBeFocused();
  await expect(page.locator('.cm-activeLineGutter')).toHaveText('5');
  // The last good PDF stays on screen.
  await expect(viewer.getByText('1 page')).toBeVisible();
});

test('an example plot runs and its PNG is shown and downloadable', async ({ page }) => {
  await signInAsGuest(page);
  await page.goto('/plot-generator');

  await page.getByRole('combobox', { name: 'Example plot' }).click();
  await page.getByRole('option', { name: 'Bar chart: scores by subject' }).click();
  await expect(page.getByRole('textbox', { name: 'Python code' })).toContainText('ax.bar(subjects, scores');
  await page.getByRole('button', { name: 'Run' }).click();

  const image = page.getByRole('img', { name: 'The generated plot' });
  await expect(image).toBeVisible({ timeout: RESULT_TIMEOUT });
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PNG' }).click();
  expect((await download).suggestedFilename()).toBe('plot.png');
});

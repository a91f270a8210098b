import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { REDACTION_PAGE, redactionDocument } from '../support/pdf-annotator/fixture-files';
import { signInAsGuest } from './support/session';

/**
 * "Delete Content" in Chromium is a redaction (issue 15.5): the saved file, read with poppler's pdftotext
 * and pdfimages, no longer holds what the box covered, still holds everything else, and the page says
 * what was removed.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 1500 } });

/** Drags from one page-unit point to another on page 1's overlay. */
async function dragOnPage(page: Page, layer: Locator, from: number[], to: number[]) {
  const box = (await layer.boundingBox())!;
  const scale = box.width / REDACTION_PAGE.size[0];
  const at = ([x, y]: number[]) => ({ x: box.x + x * scale, y: box.y + y * scale });
  await page.mouse.move(at(from).x, at(from).y);
  await page.mouse.down();
  await page.mouse.move(at(to).x, at(to).y, { steps: 12 });
  await page.mouse.up();
}

test('deleted content is gone from the saved file, the rest stays, and the save says what went', async ({
  page,
}, testInfo) => {
  const { bytes, wordBox } = await redactionDocument();
  await signInAsGuest(page);
  await page.goto('/pdf-editor');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open PDF' }).click();
  await (
    await chooser
  ).setFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from(bytes) });
  const layer = page.getByLabel('Page 1 annotations');
  await expect(layer).toBeVisible();

  await page.getByRole('tab', { name: 'Delete Content' }).click();
  const [left, top, right, bottom] = wordBox('Ravensworth');
  await dragOnPage(page, layer, [left - 1, top - 2], [right + 1, bottom + 2]);
  // Over the right half of the image's top band.
  const [imageLeft, imageTop, imageWidth] = REDACTION_PAGE.image;
  await dragOnPage(
    page,
    layer,
    [imageLeft + imageWidth / 2, imageTop - 5],
    [imageLeft + imageWidth + 10, imageTop + 40],
  );
  await expect(layer.locator('rect[fill="white"]')).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save PDF with Changes' }).click();
  const file = await (await download).path();
  await expect(page.getByRole('status')).toContainText(
    'Deleted content was removed from the saved file, not just covered: page 1: ',
  );
  await expect(page.getByRole('status')).toContainText('1 image blanked under the box');

  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).not.toContain('Ravensworth');
  expect(text).toMatch(/Candidate +scored 17 marks in the mock\./);
  expect(text).toContain('Moderated by the head of science.');
  // The image is still painted (its uncovered part stays), as a new, blanked copy.
  const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
  expect(images).toHaveLength(1);
  fs.copyFileSync(file, testInfo.outputPath('redacted.pdf'));
});

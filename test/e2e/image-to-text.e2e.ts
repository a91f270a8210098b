import { expect, test, type Page } from '@playwright/test';
import { PARAGRAPHS } from '../fixtures/ocr/paragraphs';
import { characterErrorRate, renderParagraph } from '../fixtures/ocr/text-images';

/**
 * /image-text-convertor against the real API: a visitor with no session picks, pastes or uploads an
 * image, the page starts a guest session, tesseract reads the text, and the text can be copied.
 */

// The first image starts the API's tesseract worker; on a loaded 2-core machine that takes a while.
const RESULT_TIMEOUT = 60_000;
test.describe.configure({ timeout: 120_000 });

const textBox = (page: Page) => page.getByRole('textbox', { name: 'Text from the image' });

test('a visitor uploads an image of text, reads it, edits and copies it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/image-text-convertor');
  await expect(page.getByRole('heading', { name: 'Image to Text' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  const image = renderParagraph(PARAGRAPHS[0]).toBuffer('image/png');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'biology.png', mimeType: 'image/png', buffer: image });

  await expect(page.getByRole('img', { name: 'Preview of biology.png' })).toBeVisible();
  await expect
    .poll(async () => characterErrorRate(PARAGRAPHS[0], await textBox(page).inputValue()), {
      timeout: RESULT_TIMEOUT,
    })
    .toBeLessThanOrEqual(0.02);
  // The conversion started a guest session.
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();

  await textBox(page).fill('Photosynthesis takes place in the chloroplasts.');
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Photosynthesis takes place in the chloroplasts.',
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .txt' }).click();
  expect((await download).suggestedFilename()).toBe('biology.txt');
});

test('a screenshot pasted on the page is converted', async ({ page }) => {
  await page.goto('/image-text-convertor');
  await expect(page.getByRole('button', { name: 'Choose an image' })).toBeVisible();
  const base64 = renderParagraph(PARAGRAPHS[2]).toBuffer('image/png').toString('base64');

  await page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const clipboard = new DataTransfer();
    clipboard.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true }));
  }, base64);

  await expect(page.getByRole('img', { name: 'Preview of Pasted image' })).toBeVisible();
  await expect
    .poll(async () => characterErrorRate(PARAGRAPHS[2], await textBox(page).inputValue()), {
      timeout: RESULT_TIMEOUT,
    })
    .toBeLessThanOrEqual(0.02);
});

test('a file that is not an image gets a clear message', async ({ page }) => {
  await page.goto('/image-text-convertor');
  const input = page.locator('input[type="file"]');

  // Named as text: refused in the browser.
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Not a picture.'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'Please choose an image file: PNG, JPEG, WebP, GIF or BMP.',
  );

  // Named as an image but a PDF inside: refused by the server, which reads the bytes.
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
  await input.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: pdf });
  await expect(page.getByRole('alert')).toHaveText(
    'This file is not an image we can read. Please upload a PNG, JPEG, WebP, GIF or BMP image.',
    { timeout: RESULT_TIMEOUT },
  );
  await expect(textBox(page)).toHaveValue('');
});

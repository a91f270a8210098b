import { expect, test, type Page } from '@playwright/test';
import { textDocument } from '../support/pdf-annotator/fixture-files';
import { signInAs } from './support/app-pages';
import { signInAsGuest } from './support/session';

/** Layout checks of issue 15.10 by bounding box, in Chromium at a laptop's and a phone's width. */

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

async function boxesOf(page: Page, selector: string): Promise<Box[]> {
  const boxes = await Promise.all((await page.locator(selector).all()).map((l) => l.boundingBox()));
  return boxes.filter((b): b is Box => b !== null && b.width > 0 && b.height > 0);
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px a notification opens below the top bar, over none of its links`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'student');
    await page.goto('/profile');
    await page.getByLabel('Full name').fill('Renamed Tester');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const toast = page.locator('.mantine-Notification-root', { hasText: 'Profile saved.' });
    await expect(toast).toBeVisible();
    // Its slide-in has ended (a spinner's endless animation does not count).
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    await page.screenshot({ path: testInfo.outputPath(`profile-saved-${viewport.width}.png`) });

    const toastBox = (await toast.boundingBox())!;
    const header = (await page.locator('header').first().boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    const targets = await boxesOf(page, 'header a, header button');
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(overlaps(toastBox, target)).toBe(false);
  });

  test(`at ${viewport.width} × ${viewport.height} "Save PDF with Changes" is in view without scrolling`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signInAsGuest(page);
    await page.goto('/pdf-editor');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open PDF' }).click();
    const buffer = Buffer.from(await textDocument());
    await (await chooser).setFiles({ name: 'sheets.pdf', mimeType: 'application/pdf', buffer });
    await expect(page.getByLabel('Page 1 annotations')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`pdf-editor-${viewport.width}.png`) });

    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const save = (await page.getByRole('button', { name: 'Save PDF with Changes' }).boundingBox())!;
    expect(save.y).toBeGreaterThanOrEqual(0);
    expect(save.y + save.height).toBeLessThanOrEqual(viewport.height);
    // And it stays in view with the page scrolled down to the document's end.
    await page.mouse.wheel(0, 2000);
    await expect
      .poll(async () => {
        const box = (await page.getByRole('button', { name: 'Save PDF with Changes' }).boundingBox())!;
        return box.y + box.height <= viewport.height && box.y >= 0;
      })
      .toBe(true);
  });
}

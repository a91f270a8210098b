import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  inspectPdf,
  type InspectedPage,
  type InspectedText,
  type PageRect,
} from '../../libs/pdf-annotate/src/testing/inspect-pdf';
import {
  FIXTURE_PAGES,
  bandedPng,
  corruptDocument,
  encryptedDocument,
  hugeDocument,
  notAPdf,
  textDocument,
} from '../support/pdf-annotator/fixture-files';
import { signInAsGuest } from './support/session';

/**
 * /pdf-editor in Chromium (issue 8's acceptance): a generated three-page document (A4, US Letter
 * turned by /Rotate 90, A4 landscape) is annotated through the real UI, saved, and the saved file is
 * read back with pdf.js: pages, sizes, rotation, text and where every annotation landed.
 */

test.describe.configure({ timeout: 120_000 });
// A tall window shows a whole page at the default zoom, so every point the test uses is on screen.
test.use({ viewport: { width: 1280, height: 1500 } });

/** Where annotations land must match where they were placed to this many page units (points). */
const TOLERANCE = 1;
/** The text tool's default font size (spec section 9: Arial 16). */
const DEFAULT_FONT_SIZE = 16;

interface Point {
  x: number;
  y: number;
}

const overlay = (page: Page, pageNumber: number) => page.getByLabel(`Page ${pageNumber} annotations`);

/** The page as displayed (after /Rotate), in page units. */
function displayedSize(pageNumber: number) {
  const { size, rotate } = FIXTURE_PAGES[pageNumber - 1]!;
  return rotate === 90 ? { width: size[1], height: size[0] } : { width: size[0], height: size[1] };
}

/**
 * Maps page units to a whole-pixel mouse position on the page's overlay, and back: the overlay covers
 * the page at the current zoom, so its box divided by the page size is the scale. Returns the mouse
 * position and the page-unit point that position really stands for (after rounding to pixels).
 */
async function pointerOn(layer: Locator, pageNumber: number) {
  const box = (await layer.boundingBox())!;
  const { width, height } = displayedSize(pageNumber);
  const scale = box.width / width;
  expect(box.height / height).toBeCloseTo(scale, 2);
  return (target: Point) => {
    const mouse = { x: Math.round(box.x + target.x * scale), y: Math.round(box.y + target.y * scale) };
    return { mouse, unit: { x: (mouse.x - box.x) / scale, y: (mouse.y - box.y) / scale } };
  };
}

/** Presses at `from`, moves to `to` in steps and releases; returns the two ends in page units. */
async function drag(page: Page, layer: Locator, pageNumber: number, from: Point, to: Point) {
  const at = await pointerOn(layer, pageNumber);
  const [start, end] = [at(from), at(to)];
  await page.mouse.move(start.mouse.x, start.mouse.y);
  await page.mouse.down();
  await page.mouse.move(end.mouse.x, end.mouse.y, { steps: 12 });
  await page.mouse.up();
  return [start.unit, end.unit] as const;
}

/** The box spanned by a drag, as [left, top, right, bottom]. */
const boxOf = (a: Point, b: Point): PageRect => [
  Math.min(a.x, b.x),
  Math.min(a.y, b.y),
  Math.max(a.x, b.x),
  Math.max(a.y, b.y),
];

/** Clicks the page at `target` with the text options filled in, then 'Add Text'; returns the anchor. */
async function addText(page: Page, pageNumber: number, target: Point, content: string, isLatex = false) {
  const at = (await pointerOn(overlay(page, pageNumber), pageNumber))(target);
  await page.mouse.click(at.mouse.x, at.mouse.y);
  await page.getByRole('checkbox', { name: 'LaTeX' }).setChecked(isLatex);
  await page.getByRole('textbox', { name: 'Text or LaTeX' }).fill(content);
  await expect(page.getByText(isLatex ? 'LaTeX Preview' : 'Text Preview')).toBeVisible();
  await page.getByRole('button', { name: 'Add Text', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Text or LaTeX' })).toHaveValue('');
  return at.unit;
}

async function openFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer } | string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open PDF' }).click();
  await (await chooser).setFiles(file);
}

const fixtureFile = async () => ({
  name: 'revision-sheets.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(await textDocument()),
});

function expectBox(actual: PageRect | undefined, expected: PageRect, what: string) {
  expect(actual, `${what}: not found`).toBeDefined();
  actual!.forEach((edge, i) =>
    expect(
      Math.abs(edge - expected[i]!),
      `${what}: edge ${i} at ${edge}, placed at ${expected[i]}`,
    ).toBeLessThanOrEqual(TOLERANCE),
  );
}

/** How far apart two boxes are: their largest edge-to-edge distance. */
const distance = (box: PageRect, other: PageRect) =>
  Math.max(...box.map((edge, i) => Math.abs(edge - other[i]!)));

/** The path or image whose box is nearest to `expected`. */
function nearest(boxes: PageRect[], expected: PageRect): PageRect | undefined {
  return [...boxes].sort((a, b) => distance(a, expected) - distance(b, expected))[0];
}

const pathBoxes = (saved: InspectedPage, paint: string) =>
  saved.paths.filter((p) => p.paint === paint).map((p) => p.box);

function expectTextAt(saved: InspectedPage, content: string, anchor: Point) {
  const text = saved.texts.find((t) => t.str.includes(content));
  expect(text, `'${content}' is extractable`).toBeDefined();
  expect(Math.abs(text!.x - anchor.x), `'${content}' x`).toBeLessThanOrEqual(TOLERANCE);
  expect(Math.abs(text!.y - anchor.y), `'${content}' y`).toBeLessThanOrEqual(TOLERANCE);
}

/**
 * A formula is typeset, not written as TeX: no source in the text. Its glyphs are characters of the
 * embedded formula font (so 𝑎 and 𝑏 are extractable) and the fraction bar a filled path, on the
 * anchor's baseline: starting at the anchor (glyphs have a side bearing, hence the allowance to the
 * right), the numerator above it, the bar between, the denominator below it.
 */
function expectFractionAt(saved: InspectedPage, anchor: Point, fontSize: number) {
  expect(saved.texts.map((t) => t.str).join(' ')).not.toContain('frac');
  const glyphs = saved.texts.filter((t) => t.font === 'EpsMath');
  expect(
    glyphs.map((glyph) => glyph.str.trim()),
    'formula glyphs',
  ).toEqual(['𝑎', '𝑏']);
  const [numerator, denominator] = glyphs as [InspectedText, InspectedText];
  for (const glyph of glyphs) {
    expect(glyph.x - anchor.x, 'formula starts at its anchor').toBeGreaterThanOrEqual(-TOLERANCE);
    expect(glyph.x - anchor.x, 'formula starts at its anchor').toBeLessThanOrEqual(0.5 * fontSize);
  }
  expect(numerator.y, 'numerator above the baseline').toBeLessThan(anchor.y - 0.3 * fontSize);
  expect(denominator.y, 'denominator below the baseline').toBeGreaterThan(anchor.y);
  const bar = pathBoxes(saved, 'fill').find(
    ([left, top, right, bottom]) =>
      left >= anchor.x - TOLERANCE && right <= anchor.x + fontSize && top > numerator.y && bottom < anchor.y,
  );
  expect(bar, 'the fraction bar').toBeDefined();
}

test('annotations made in the browser are saved as vectors where they were placed, on every page size', async ({
  page,
}) => {
  await signInAsGuest(page);
  await page.goto('/pdf-editor');
  await expect(page.getByText('No PDF file selected')).toBeVisible();
  await openFile(page, await fixtureFile());
  const page1 = overlay(page, 1);
  await expect(page1).toBeVisible();
  await expect(page.getByText('1 / 3')).toBeVisible();

  // Page 1 (A4): a stroke, a text, a formula, a circular image and two white-outs, the second undone.
  await page.getByRole('tab', { name: 'Draw' }).click();
  const stroke = await drag(page, page1, 1, { x: 80, y: 200 }, { x: 260, y: 250 });
  await page.getByRole('tab', { name: 'Add Text' }).click();
  const hello = await addText(page, 1, { x: 320, y: 180 }, 'Hello annotator');
  await expect(page1.getByText('Hello annotator')).toBeVisible();
  const formula = await addText(page, 1, { x: 360, y: 330 }, '\\frac{a}{b}', true);

  await page.getByRole('tab', { name: 'Add Image' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Select Image' }).click();
  await (await chooser).setFiles({ name: 'figure.png', mimeType: 'image/png', buffer: bandedPng() });
  // Mantine's segmented control hides its radio buttons behind their labels.
  await page.getByText('Circle', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Circle' })).toBeChecked();
  await expect(page.getByText('Image selected. Draw a circle on the PDF to place it.')).toBeVisible();
  const image = await drag(page, page1, 1, { x: 90, y: 420 }, { x: 250, y: 540 });
  await expect(page.getByText('Image selected. Draw a circle on the PDF to place it.')).toBeHidden();

  await page.getByRole('tab', { name: 'Delete Content' }).click();
  const whiteOut = await drag(page, page1, 1, { x: 300, y: 600 }, { x: 480, y: 640 });
  const undone = await drag(page, page1, 1, { x: 300, y: 700 }, { x: 480, y: 740 });
  const whiteOuts = page1.locator('rect[fill="white"]');
  await expect(whiteOuts).toHaveCount(2);
  // Ctrl+Z restores the page as it was before its last change: the second white-out goes.
  await page.keyboard.press('Control+z');
  await expect(whiteOuts).toHaveCount(1);

  // Page 2 is US Letter turned a quarter by /Rotate 90: positions are on the page as displayed. It is
  // annotated at 120% zoom: the overlay's box gives the scale, and zoom must not move anything.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('2 / 3')).toBeVisible();
  const zoom = page.getByTestId('zoom-percent');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom).toHaveText('120%');
  const page2 = overlay(page, 2);
  await page.getByRole('tab', { name: 'Draw' }).click();
  const rotatedStroke = await drag(page, page2, 2, { x: 420, y: 300 }, { x: 640, y: 380 });
  await page.getByRole('tab', { name: 'Add Text' }).click();
  const rotatedNote = await addText(page, 2, { x: 420, y: 460 }, 'Turned page note');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save PDF with Changes' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('annotated-document.pdf');
  // The page and zoom shown before saving are still shown.
  await expect(page.getByText('2 / 3')).toBeVisible();
  await expect(zoom).toHaveText('120%');

  const pdf = await inspectPdf(new Uint8Array(fs.readFileSync(await saved.path())));
  expect(pdf.pageCount).toBe(FIXTURE_PAGES.length);
  FIXTURE_PAGES.forEach((fixture, i) => {
    const { view, rotation, texts } = pdf.pages[i]!;
    expect(
      view.map((v) => Math.round(v * 100) / 100),
      `page ${i + 1} size`,
    ).toEqual([0, 0, ...fixture.size]);
    expect(rotation, `page ${i + 1} rotation`).toBe(fixture.rotate);
    const pageText = texts.map((t) => t.str).join('\n');
    for (const line of fixture.lines) expect(pageText, `page ${i + 1} text`).toContain(line);
  });

  const [first, second] = pdf.pages as [InspectedPage, InspectedPage];
  expectTextAt(first, 'Hello annotator', hello);
  const strokeBox = boxOf(...stroke);
  expectBox(nearest(pathBoxes(first, 'stroke'), strokeBox), strokeBox, 'stroke');
  const imageBox = boxOf(...image);
  expectBox(nearest(first.images, imageBox), imageBox, 'image');
  expectBox(nearest(pathBoxes(first, 'endPath'), imageBox), imageBox, 'the image clip');
  const whiteOutBox = boxOf(...whiteOut);
  expectBox(nearest(pathBoxes(first, 'fill'), whiteOutBox), whiteOutBox, 'white-out');
  const undoneBox = boxOf(...undone);
  const leftover = nearest(pathBoxes(first, 'fill'), undoneBox);
  expect(
    leftover && distance(leftover, undoneBox),
    'the undone white-out is not in the file',
  ).toBeGreaterThan(10);
  expectFractionAt(first, formula, DEFAULT_FONT_SIZE);

  expectTextAt(second, 'Turned page note', rotatedNote);
  const rotatedBox = boxOf(...rotatedStroke);
  expectBox(nearest(pathBoxes(second, 'stroke'), rotatedBox), rotatedBox, 'stroke on the rotated page');
});

test('a damaged, locked, non-PDF or 200 MB file gets a clear message and the tool still opens a PDF', async ({
  page,
}) => {
  await signInAsGuest(page);
  await page.goto('/pdf-editor');
  const refusal = page.getByRole('alert').filter({ hasText: 'The PDF was not opened' });
  const huge = hugeDocument();
  try {
    const cases = [
      {
        file: { name: 'damaged.pdf', mimeType: 'application/pdf', buffer: corruptDocument() },
        message: 'This PDF is damaged and cannot be opened.',
      },
      {
        file: {
          name: 'locked.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from(await encryptedDocument()),
        },
        message: 'This PDF is password-protected. Remove the password and open it again.',
      },
      {
        file: { name: 'notes.pdf', mimeType: 'application/pdf', buffer: notAPdf() },
        message: 'This file is not a PDF. Choose a file that ends in .pdf.',
      },
      { file: huge.file, message: 'This PDF is larger than 100 MB. Choose a smaller file.' },
    ];
    for (const { file, message } of cases) {
      await openFile(page, file);
      await expect(refusal).toContainText(message);
      await expect(page.getByText('No PDF file selected')).toBeVisible();
    }
  } finally {
    huge.remove();
  }

  await openFile(page, await fixtureFile());
  await expect(overlay(page, 1)).toBeVisible();
  await expect(page.getByText('1 / 3')).toBeVisible();
  await expect(refusal).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a finger draws a stroke where it moved, the page does not scroll, and it is saved', async ({
    page,
  }) => {
    await signInAsGuest(page);
    await page.goto('/pdf-editor');
    await openFile(page, await fixtureFile());
    await page.getByRole('tab', { name: 'Draw' }).click();
    const page1 = overlay(page, 1);
    await page1.scrollIntoViewIfNeeded();
    const at = await pointerOn(page1, 1);
    const [start, end] = [at({ x: 120, y: 300 }), at({ x: 420, y: 380 })];
    const scrolledBefore = await page.evaluate(() => window.scrollY);

    // Real touch input through Chromium's DevTools protocol: the browser turns it into pointer events.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: Point) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
    await touch('touchStart', start.mouse);
    for (let i = 1; i <= 10; i++)
      await touch('touchMove', {
        x: start.mouse.x + ((end.mouse.x - start.mouse.x) * i) / 10,
        y: start.mouse.y + ((end.mouse.y - start.mouse.y) * i) / 10,
      });
    await touch('touchEnd');
    expect(await page.evaluate(() => window.scrollY), 'drawing does not scroll the page').toBe(
      scrolledBefore,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save PDF with Changes' }).click();
    const pdf = await inspectPdf(new Uint8Array(fs.readFileSync(await (await download).path())));
    const strokeBox = boxOf(start.unit, end.unit);
    expectBox(nearest(pathBoxes(pdf.pages[0]!, 'stroke'), strokeBox), strokeBox, 'the touch stroke');
  });
});

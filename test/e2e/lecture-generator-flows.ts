import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, type Response, type TestInfo } from '@playwright/test';
import { OSCILLATIONS_LECTURE } from '../../apps/api/src/testing/lecture-fixture';

/**
 * The Notes and Slides generator flows, shared by lecture-generator.e2e.ts (offline engine) and
 * lecture-generator-openai.e2e.ts (the model engine on the fake OpenAI server). Every PDF is the one
 * the compile service answered, read back with poppler's pdftotext.
 */

export const SECTION_TITLES = [
  'Introduction to Oscillations',
  'The Mass-Spring System',
  'Damping and Resonance',
];
const DELETED_SECTION = 'The Simple Pendulum';

/** Generation, plots and compiles on a shared 2-core machine: these bound the waits, not the speed. */
export const RESULT_TIMEOUT = 120_000;

const isCall = (method: string, pathEnd: string | RegExp) => (r: Response) =>
  r.request().method() === method &&
  (typeof pathEnd === 'string'
    ? new URL(r.url()).pathname.endsWith(pathEnd)
    : pathEnd.test(new URL(r.url()).pathname));

/** Starts waiting for the next POST /api/compile: the PDF that the page then shows. */
export function nextCompile(page: Page): Promise<Response> {
  return page.waitForResponse(isCall('POST', '/api/compile'), { timeout: RESULT_TIMEOUT });
}

export function nextCall(page: Page, method: string, pathEnd: string | RegExp): Promise<Response> {
  return page.waitForResponse(isCall(method, pathEnd), { timeout: RESULT_TIMEOUT });
}

let pdfCount = 0;
/** The text of a compile's PDF (the response must be a PDF), and the file it was saved to. */
export async function pdfText(
  response: Response,
  testInfo: TestInfo,
): Promise<{ text: string; file: string }> {
  const body = await response.body();
  expect(response.status(), body.toString('utf8').slice(0, 500)).toBe(200);
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const file = testInfo.outputPath(`document-${++pdfCount}.pdf`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  return { text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }), file };
}

/** Opens a generator modal the way the home cards do, and fills in the lecture. */
export async function openGenerator(page: Page, kind: 'notes' | 'slides'): Promise<Locator> {
  await page.goto(`/home?open=${kind}`);
  const modal = page.getByRole('dialog', {
    name: kind === 'notes' ? 'Lecture Notes Generator' : 'Lecture Slides Generator',
  });
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await modal.getByRole('textbox', { name: 'Lecture material' }).fill(OSCILLATIONS_LECTURE);
  return modal;
}

/** Picks a content type, then the item whose title matches, in the editor panel. */
export async function pickItem(editor: Locator, type: RegExp, item: RegExp) {
  await editor.getByText(type).click();
  await editor.getByRole('combobox', { name: '2. Item' }).click();
  await editor.page().getByRole('option', { name: item }).first().click();
}

/**
 * Notes: generate with plots, check the PDF's sections, delete a section, regenerate a subsection,
 * and undo both changes, each time reading the recompiled PDF.
 */
export async function notesFlow(page: Page, testInfo: TestInfo) {
  const modal = await openGenerator(page, 'notes');
  await modal.getByRole('checkbox', { name: 'Include images and plots' }).check();
  const generated = nextCall(page, 'POST', '/api/generate-latex-lecture');
  let compiled = nextCompile(page);
  await modal.getByRole('button', { name: 'Generate PDF' }).click();
  expect((await generated).status(), await (await generated).text()).toBe(200);
  const first = await pdfText(await compiled, testInfo);
  for (const title of [...SECTION_TITLES, DELETED_SECTION]) expect(first.text).toContain(title);
  await expect(
    modal.getByRole('region', { name: 'Lecture notes PDF' }).getByText(/^\d+ pages?$/),
  ).toBeVisible({
    timeout: RESULT_TIMEOUT,
  });

  const download = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe('lecture_notes.pdf');

  // In notes the Document Editor opens by itself.
  const editor = modal.getByRole('complementary', { name: 'Document Editor' });
  await expect(editor).toBeVisible();
  await pickItem(editor, /^Sections \(\d+\)$/, new RegExp(`${DELETED_SECTION}$`));
  compiled = nextCompile(page);
  await editor.getByRole('button', { name: 'Delete' }).click();
  const withoutSection = await pdfText(await compiled, testInfo);
  expect(withoutSection.text).not.toContain(DELETED_SECTION);
  for (const title of SECTION_TITLES) expect(withoutSection.text).toContain(title);
  await expect(editor.getByText(`Last change: Deleted section "${DELETED_SECTION}"`)).toBeVisible();

  await pickItem(editor, /^Subsections \(\d+\)$/, /^1\. /);
  await editor.getByRole('button', { name: 'Regenerate' }).click();
  await editor
    .getByRole('textbox', { name: 'Regeneration Requirements' })
    .fill('Make it shorter, with one example.');
  const regenerated = nextCall(page, 'POST', '/api/regenerate-subsection');
  compiled = nextCompile(page);
  await editor.getByRole('button', { name: 'Regenerate' }).click();
  const answer = await regenerated;
  expect(answer.status(), await answer.text()).toBe(200);
  const { regeneratedSubsection } = (await answer.json()) as { regeneratedSubsection: string };
  await pdfText(await compiled, testInfo);
  const lastChange = editor.getByRole('region', { name: 'Last change' });
  await expect(lastChange).toContainText('Regenerated subsection');
  await expect(lastChange).toContainText(regeneratedSubsection.trim().split('\n')[0]!);

  // Undo the regeneration, then the deletion: the section is back in the PDF.
  for (let i = 0; i < 2; i++) {
    compiled = nextCompile(page);
    const undone = nextCall(page, 'POST', /\/api\/documents\/[^/]+\/undo$/);
    await modal.getByRole('button', { name: 'Undo last change' }).click();
    expect((await undone).status()).toBe(200);
    const restored = await pdfText(await compiled, testInfo);
    if (i === 1) expect(restored.text).toContain(DELETED_SECTION);
  }
}

/** Slides: a beamer PDF, and a title page that the Slide Editor will neither delete nor regenerate. */
export async function slidesFlow(page: Page, testInfo: TestInfo) {
  const modal = await openGenerator(page, 'slides');
  const compiled = nextCompile(page);
  await modal.getByRole('button', { name: 'Generate Slides' }).click();
  const slides = await pdfText(await compiled, testInfo);
  expect(slides.text).toContain('Introduction to Oscillations');
  // Beamer's page: 128 mm × 96 mm.
  const info = execFileSync('pdfinfo', [slides.file], { encoding: 'utf8' });
  expect(info).toMatch(/Page size:\s+362\.\d+ x 272\.\d+ pts/);
  expect(info).toMatch(/Creator:\s+LaTeX with Beamer class/);

  const download = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe('lecture_slides.pdf');

  await modal.getByRole('button', { name: 'Edit Slides' }).click();
  const editor = modal.getByRole('complementary', { name: 'Slide Editor' });
  await pickItem(editor, /^Slides \(\d+\)$/, /^1\. /);
  await expect(editor.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(editor.getByRole('button', { name: 'Regenerate' })).toBeDisabled();
  await expect(editor.getByText('Title pages cannot be deleted or regenerated.')).toBeVisible();
  await editor.getByRole('button', { name: 'Preview' }).click();
  await expect(editor.getByText(/\\titlepage/)).toBeVisible();
}

/** An image of printed text pasted into the material: its text lands at the cursor. */
export async function imagePasteFlow(page: Page) {
  await page.goto('/home?open=notes');
  const material = page.getByRole('textbox', { name: 'Lecture material' });
  await material.fill('Before. After.');
  await material.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(8, 8));

  const converted = nextCall(page, 'POST', '/api/image-to-text');
  await material.evaluate(async (box: HTMLTextAreaElement) => {
    // A screenshot of printed text, drawn here so the test needs no image file.
    const canvas = document.createElement('canvas');
    canvas.width = 1400;
    canvas.height = 160;
    const context = canvas.getContext('2d')!;
    context.fillStyle = 'white';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = 'black';
    context.font = '56px "DejaVu Sans", "Liberation Sans", Arial, sans-serif';
    context.fillText('The period of a pendulum is constant.', 40, 100);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const clipboard = new DataTransfer();
    clipboard.items.add(new File([blob], 'screenshot.png', { type: 'image/png' }));
    box.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
    );
  });
  expect((await converted).status()).toBe(200);
  await expect(material).toHaveValue(/^Before\. ?The period of a pendulum is constant\.\s*After\.$/, {
    timeout: 60_000,
  });
}

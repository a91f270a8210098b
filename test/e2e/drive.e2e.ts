import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { expect, test, type Page } from '@playwright/test';
import { signInAsGuest } from './support/session';

/**
 * /google-drive (Math Papers) against the real API, storage and compile service: a .tex upload shows
 * its PDF, an edit saved as a new version, and a restore that brings the first text back.
 */

// A compile on a cold worker can take several seconds; these bound the waits for results.
const RESULT_TIMEOUT = 60_000;
test.describe.configure({ timeout: 150_000 });
// The first click on the file page lands while its CodeMirror chunk is still being set up.
test.use({ actionTimeout: 30_000 });

const tex = (line: string) =>
  ['\\documentclass{article}', '\\begin{document}', line, '\\end{document}', ''].join('\n');

async function upload(page: Page, name: string, buffer: Buffer, mimeType: string) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
}

test('upload a .tex, see its PDF, save an edit and restore the first version', async ({ page }) => {
  await signInAsGuest(page);
  await page.goto('/google-drive');
  await expect(page.getByRole('heading', { level: 1, name: 'Math Papers' })).toBeVisible();

  await upload(page, 'kinematics.tex', Buffer.from(tex('Velocity is the rate of change.')), 'text/x-tex');
  await page.getByRole('button', { name: 'kinematics.tex' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'kinematics.tex' })).toBeVisible();
  const viewer = page.getByRole('region', { name: 'PDF preview' });
  await expect(viewer.getByText('1 page')).toBeVisible({ timeout: RESULT_TIMEOUT });
  await expect(viewer.locator('.textLayer')).toContainText('Velocity is the rate of change.');

  // Edit the third line and save: version 2.
  const editor = page.getByRole('textbox', { name: 'LaTeX source' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(tex('Acceleration is the rate of change of velocity.'));
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  const versions = page.getByRole('region', { name: 'Versions' });
  await expect(versions.getByRole('listitem', { name: 'Version 2' })).toContainText('Current');
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await expect(viewer.locator('.textLayer')).toContainText('Acceleration', { timeout: RESULT_TIMEOUT });

  // Restore version 1: a new version 3 with the first text, in the editor and the PDF.
  await versions.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(versions.getByRole('listitem', { name: 'Version 3' })).toContainText('Restored from v1');
  await expect(editor).toContainText('Velocity is the rate of change.');
  await expect(viewer.locator('.textLayer')).toContainText('Velocity is the rate of change.', {
    timeout: RESULT_TIMEOUT,
  });
});

test('a PDF opens in the viewer; a file that is not what it claims gets a clear message', async ({
  page,
}) => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([400, 200]).drawText('Mechanics paper 1', { x: 40, y: 100, size: 18, font });
  const pdfBytes = Buffer.from(await pdf.save());

  await signInAsGuest(page);
  await page.goto('/google-drive');
  await upload(page, 'fake.pdf', Buffer.from('Not a PDF at all'), 'application/pdf');
  await expect(page.getByRole('alert')).toContainText(
    'Could not upload fake.pdf: "fake.pdf" is not a PDF: a PDF file starts with %PDF-.',
  );

  await upload(page, 'mechanics.pdf', pdfBytes, 'application/pdf');
  await page.getByRole('button', { name: 'mechanics.pdf' }).click();
  const viewer = page.getByRole('region', { name: 'mechanics.pdf' });
  await expect(viewer.getByText('1 page')).toBeVisible({ timeout: RESULT_TIMEOUT });
  await expect(viewer.locator('.textLayer')).toContainText('Mechanics paper 1');
});

import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/session';

/**
 * Uploading a whole paper (issue 16, item 7) in a real browser against the real API and file storage: a
 * teacher uploads a question paper and mark scheme with their metadata on /upload, an admin approves it
 * in /pending-questions, and it opens in /past-papers with both PDFs as uploaded.
 */

const PASSWORD = 'teachHard2024';

// Two browser contexts, two uploads' PDFs rendered by pdf.js, on a machine shared with other runs.
test.describe.configure({ timeout: 120_000 });

const uniqueWord = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function pdfSaying(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(text, { x: 72, y: 760, size: 16, font });
  return Buffer.from(await doc.save());
}

async function registerTeacher(page: Page, word: string) {
  const teacherCode = process.env.E2E_TEACHER_CODE;
  if (!teacherCode) throw new Error('E2E_TEACHER_CODE must be set (npm test sets it)');
  const email = `e2e-uploader-${Date.now()}-${word}@example.org`;
  const registered = await page.request.post('/api/register', {
    data: {
      username: email,
      email,
      password: PASSWORD,
      role: 'teacher',
      accessCode: teacherCode,
      fullName: 'Una Uploader',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await page.request.post('/api/login', { data: { username: email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
}

test('a teacher uploads a paper, an admin approves it, and it opens in Past Papers', async ({ browser }) => {
  const word = uniqueWord();
  const title = `Fields ${word}`;
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await registerTeacher(teacher, word);

  await teacher.goto('/upload');
  await expect(teacher.getByRole('heading', { level: 1, name: 'Upload a Paper' })).toBeVisible();
  const form = teacher.getByRole('region', { name: 'The paper' });
  // A missing file is named before anything is sent.
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(form.getByText('Attach the question paper as a PDF.')).toBeVisible();

  await form.getByRole('combobox', { name: 'Syllabus' }).click();
  await teacher
    .getByRole('option', { name: /A-level Physics/ })
    .first()
    .click();
  await form.getByRole('textbox', { name: 'Year' }).fill('2019');
  await form.getByRole('combobox', { name: 'Session' }).fill('May/June');
  await form.getByRole('textbox', { name: 'Paper number' }).fill('2');
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  const files = form.locator('input[type="file"]');
  await files.nth(0).setInputFiles({
    name: 'qp.pdf',
    mimeType: 'application/pdf',
    buffer: await pdfSaying(`Question paper ${word}`),
  });
  await files.nth(1).setInputFiles({
    name: 'ms.pdf',
    mimeType: 'application/pdf',
    buffer: await pdfSaying(`Mark scheme ${word}`),
  });
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(teacher.getByRole('status').filter({ hasText: `${title} was sent for review` })).toBeVisible();
  const mine = teacher.getByRole('region', { name: 'My uploads' });
  await expect(mine.getByRole('listitem').filter({ hasText: title })).toContainText('In review');

  // Not a past paper while it waits.
  const waiting = await teacher.request.get('/api/past-papers?year=2019');
  expect(((await waiting.json()).papers as { title: string }[]).map((p) => p.title)).not.toContain(title);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/pending-questions');
  await admin.getByRole('tab', { name: 'Papers' }).click();
  await expect(admin).toHaveURL('/pending-questions?tab=papers');
  await admin.getByRole('link', { name: title }).click();
  await expect(admin).toHaveURL(/\/pending-questions\/papers\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole('table', { name: 'Fields of the new paper' })).toContainText('May/June');
  await expect(
    admin.getByRole('region', { name: 'Question paper' }).locator('.textLayer').first(),
  ).toContainText(`Question paper ${word}`);
  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Approved' })).toBeVisible();

  await teacher.goto('/past-papers');
  await teacher.getByRole('button', { name: `Open ${title}` }).click();
  await expect(teacher.getByRole('heading', { name: title })).toBeVisible();
  await expect(
    teacher.getByRole('region', { name: 'Question paper' }).locator('.textLayer').first(),
  ).toContainText(`Question paper ${word}`);
  await expect(
    teacher.getByRole('region', { name: 'Mark scheme' }).locator('.textLayer').first(),
  ).toContainText(`Mark scheme ${word}`);
  await teacher.goto('/upload');
  await expect(
    teacher.getByRole('region', { name: 'My uploads' }).getByRole('listitem').filter({ hasText: title }),
  ).toContainText('Approved');

  await teacherContext.close();
  await adminContext.close();
});

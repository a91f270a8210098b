import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/**
 * /student-feedback-generator against the real API and compile worker (issue 17, item 6): a teacher
 * uploads a class of 30, edits a comment and exports the comments; a student is refused.
 */

test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 30_000 });

const PASSWORD = 'feedback-pass-1';
const ANSWERS = [
  'Chlorophyll absorbs light energy, and oxygen is released.',
  'The plant takes in carbon dioxide and water.',
  'Plants eat soil.',
  'Light is absorbed by chlorophyll in the leaves.',
];

function classCsv(): string {
  const rows = Array.from({ length: 30 }, (_, i) => `Student ${i + 1},"${ANSWERS[i % ANSWERS.length]}"`);
  return ['name,answer', ...rows].join('\n');
}

async function signInAs(page: Page, role: 'teacher' | 'student') {
  const email = `feedback-${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const accessCode = role === 'teacher' ? process.env.E2E_TEACHER_CODE : '';
  if (accessCode === undefined) throw new Error('E2E_TEACHER_CODE must be set (npm test sets it)');
  const registered = await page.request.post('/api/register', {
    data: { username: email, email, password: PASSWORD, role, accessCode, fullName: `Fay ${role}` },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await page.request.post('/api/login', { data: { username: email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
}

test('a teacher uploads a 30-row CSV, edits a comment and exports the comments', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'teacher');
  await page.goto('/student-feedback-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback Generator' })).toBeVisible();

  await page.getByLabel('Question', { exact: true }).fill('Describe what happens in photosynthesis.');
  await page
    .getByRole('textbox', { name: 'Marking point 1' })
    .fill('Light energy is absorbed by chlorophyll');
  await page.getByRole('button', { name: 'Add marking point' }).click();
  await page.getByRole('textbox', { name: 'Marking point 2' }).fill('Oxygen is released');

  const csvPath = testInfo.outputPath('class.csv');
  fs.writeFileSync(csvPath, classCsv());
  await page.getByText('Upload files').click();
  await page.locator('input[type="file"]').setInputFiles(csvPath);
  await expect(page.getByText('Loaded class.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Mark and write feedback' }).click();

  await expect(page.getByRole('heading', { name: 'Describe what happens in photosynthesis.' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('30 students', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Most missed marking points' })).toBeVisible();
  const students = page.getByRole('button', { name: /^Student \d+ / });
  await expect(students).toHaveCount(30);

  await page.getByRole('button', { name: /^Student 3 / }).click();
  const comment = page.getByRole('textbox', { name: 'Comment for Student 3' });
  await expect(comment).toHaveValue(/Student/);
  await comment.fill('See me about the light reactions, please.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Edited')).toBeVisible();

  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toBe('describe-what-happens-in-photosynthesis-feedback.csv');
  const csv = fs.readFileSync(await csvDownload.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(31);
  expect(lines[0]).toContain('"comment"');
  expect(lines[3]).toContain('"See me about the light reactions, please."');

  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download', { timeout: 90_000 }),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toMatch(/student-3-feedback\.pdf$/);
  expect(
    fs
      .readFileSync(await pdfDownload.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

test('a student is refused the feedback generator', async ({ page }) => {
  await signInAs(page, 'student');
  await page.goto('/student-feedback-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback Generator' })).toBeVisible();
  await expect(page.getByText(/Only teachers can use the feedback generator/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark and write feedback' })).toHaveCount(0);
  const refused = await page.request.post('/api/feedback/batches', {
    data: { rubric: [{ point: 'Oxygen is released', marks: 1 }], csv: 'name,answer\nAna,oxygen' },
  });
  expect(refused.status()).toBe(403);
});

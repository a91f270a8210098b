import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/session';

/**
 * Upload and review (issue 16, item 7) in a real browser against the real API: a teacher writes and
 * submits a question, an admin approves it in the queue, and search finds it.
 */

// Two people in two browser contexts, a form, a review queue and a search: 33 s on a busy machine,
// past the default 30 s; the paper upload's flow of the same shape has its own longer limit too.
test.describe.configure({ timeout: 90_000 });

const PASSWORD = 'teachHard2024';

/** A made-up word no other question uses, so search finds exactly this question. */
const uniqueWord = () =>
  Array.from({ length: 11 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('a teacher submits a question, an admin approves it, and it appears in search', async ({ browser }) => {
  const teacherCode = process.env.E2E_TEACHER_CODE;
  if (!teacherCode) throw new Error('E2E_TEACHER_CODE must be set (npm test sets it)');
  const word = uniqueWord();
  const title = `Hooke ${word} spring`;

  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  const email = `e2e-teacher-${Date.now()}-${word}@example.org`;
  const registered = await teacher.request.post('/api/register', {
    data: {
      username: email,
      email,
      password: PASSWORD,
      role: 'teacher',
      accessCode: teacherCode,
      fullName: 'Tess Teacher',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  expect(
    (await teacher.request.post('/api/login', { data: { username: email, password: PASSWORD } })).ok(),
  ).toBe(true);

  await teacher.goto('/questions/edit');
  await expect(teacher.getByRole('heading', { level: 1, name: 'Upload a Question' })).toBeVisible();
  await teacher.getByLabel('Title').fill(title);
  await teacher
    .getByLabel('Stem')
    .fill('A spring stretches by $x = 0.1\\,\\text{m}$ under a load of $4.9$ N.');
  // The preview typesets the maths as it is typed.
  await expect(teacher.getByRole('region', { name: 'Preview' }).locator('.katex').first()).toBeVisible();
  await teacher.getByLabel('Part (a) prompt').fill('Calculate the spring constant $k$.');
  await teacher.getByLabel('Part (a) answer', { exact: true }).fill('49');
  await teacher.getByLabel('Units').fill('N/m');
  await teacher.getByLabel('Part (a), point 1').fill('k = F/x = 49 N/m');
  await teacher.getByRole('button', { name: 'Submit for review' }).click();
  await expect(teacher).toHaveURL(/\/questions\/edit\/[0-9a-f-]{36}$/);
  await expect(teacher.getByRole('status').filter({ hasText: 'In review' })).toBeVisible();
  const id = teacher.url().split('/').pop()!;

  // Not searchable while it waits (a random word may still be spell-corrected to a bank word).
  const before = await teacher.request.get(`/api/questions?q=${word}`);
  expect(((await before.json()).items as Array<{ id: string }>).map((item) => item.id)).not.toContain(id);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/pending-questions');
  await admin.getByRole('link', { name: title }).click();
  await expect(admin).toHaveURL(`/pending-questions/${id}`);
  await expect(admin.getByRole('table', { name: 'Fields of the new question' })).toContainText(
    'Part a prompt',
  );
  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Approved' })).toBeVisible();

  const after = await teacher.request.get(`/api/questions?q=${word}`);
  expect((await after.json()).items.map((q: { id: string }) => q.id)).toEqual([id]);
  await teacher.goto('/questions/edit');
  await expect(teacher.getByRole('listitem').filter({ hasText: title })).toContainText('Approved');

  await teacherContext.close();
  await adminContext.close();
});

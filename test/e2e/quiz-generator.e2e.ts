import { expect, test, type Page } from '@playwright/test';
import { signInAsGuest } from './support/session';

/**
 * The quiz generator in Chromium against the real API and the imported bank: a guest makes a quiz from
 * two topics of AP Physics 1, answers every item type (options by key, text with Enter), sees each item
 * marked with its solution and sees the score; answered items wait in the review queue.
 */

const TYPES = ['Multiple choice', 'Numeric', 'Algebraic', 'True/false', 'Short answer'];
/** An answer each type can read (right or wrong does not matter here: the marking is what is checked). */
const ANSWERS: Record<string, string> = {
  Numeric: '12',
  Algebraic: '2*x',
  'Short answer': 'Energy is conserved.',
};

async function answerItem(page: Page, n: number): Promise<string> {
  const form = page.getByRole('form', { name: `Item ${n} of 5` });
  await expect(form).toBeVisible();
  const type = ((await form.locator('.mantine-Badge-root').textContent()) ?? '').trim();
  if (type === 'Multiple choice' || type === 'True/false') {
    await page.keyboard.press('1');
    await expect(form.getByRole('radio').first()).toBeChecked();
    await page.keyboard.press('Enter');
  } else {
    const box = form.getByRole('textbox', { name: 'Your answer' });
    await box.fill(ANSWERS[type]);
    await box.press('Enter');
  }
  await expect(form.getByRole('status')).toContainText(/Correct|Partly right|Not right/);
  await expect(form.getByText('Answer', { exact: true })).toBeVisible();
  return type;
}

test('make a quiz from topics, answer every item type, see each marked and the score', async ({ page }) => {
  // Five items answered and marked one after another: more round trips than the 30 s most pages need.
  test.slow();
  await signInAsGuest(page);
  await page.goto('/quiz-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz Generator' })).toBeVisible();
  await expect(page.getByText(/Nothing to review/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Syllabus' }).click();
  await page.getByRole('option', { name: /^AP Physics 1/ }).click();
  const topics = page.getByRole('group', { name: 'Topics' });
  await topics.getByRole('checkbox', { name: /^1 Kinematics/ }).check();
  await topics.getByRole('checkbox', { name: /^6 Energy and Momentum of Rotating Systems/ }).check();
  await page.getByRole('textbox', { name: 'Items' }).fill('5');
  await page.getByRole('button', { name: 'Make quiz' }).click();

  const seen: string[] = [];
  for (let n = 1; n <= 5; n++) {
    seen.push(await answerItem(page, n));
    await page.getByRole('button', { name: n === 5 ? 'See results' : 'Next' }).click();
  }
  expect(seen.sort()).toEqual([...TYPES].sort());

  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
  await expect(page.getByLabel('Score')).toHaveText(/^\d+ \/ \d+ \(\d+%\)$/);
  await expect(page.getByText('5 of 5 items answered.')).toBeVisible();
});

test('the review queue shows the items answered in a quiz, and a review session rates them', async ({
  page,
}) => {
  await signInAsGuest(page);
  const tree = await (await page.request.get('/api/syllabuses/ap-physics-1/topics')).json();
  const kinematics = tree.topics.find((t: { code: string }) => t.code === '1').id as string;
  const made = await page.request.post('/api/quizzes', {
    data: { topicIds: [kinematics], count: 3, types: ['numeric'] },
  });
  expect(made.status()).toBe(201);
  const quiz = (await made.json()) as { id: string; items: Array<{ id: string }> };
  for (const item of quiz.items) {
    const res = await page.request.post(`/api/quizzes/${quiz.id}/answers`, {
      data: { itemId: item.id, answer: '1' },
    });
    expect(res.status()).toBe(200);
  }

  await page.goto('/quiz-generator');
  await expect(page.getByLabel('Cards due')).toContainText('3 cards due today, 3 ready now');
  await page.getByRole('button', { name: 'Start review (3)' }).click();
  const session = page.getByRole('region', { name: 'Review session' });
  await expect(session).toContainText('Card 1 of 3');
  await session.getByRole('button', { name: 'Show answer' }).click();
  await session.getByRole('button', { name: '3 Good' }).click();
  await expect(session).toContainText('Card 2 of 3');
  await page.keyboard.press('Enter');
  await page.keyboard.press('1');
  await expect(session).toContainText('Card 3 of 3');
});

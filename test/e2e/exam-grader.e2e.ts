import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { questionIdByTitle } from './support/app-pages';
import { signInAsGuest } from './support/session';

/**
 * The exam grader in Chromium against the real API, the offline marking engine and the imported bank:
 * a guest marks a typed answer against an original question with a point mark scheme (found by
 * searching, never by a database id), marks one against their own scheme and reopens it from the
 * history, and grades the answer typed on /exam-question/{id} with one click.
 */

const BANK_TITLE = 'Competitive and non-competitive inhibitors';
const BANK_ANSWER =
  'A competitive inhibitor is similar in shape to the substrate and binds to the active site. ' +
  'More substrate outcompetes it, so more enzyme-substrate complexes form.';

/** The marks heading over the result, e.g. "3 / 4 marks". */
const scoreHeading = (page: Page, max: number) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^\\d+ / ${max} marks?$`) });

test('grade a typed answer against a bank question and see the points and the evidence', async ({ page }) => {
  await signInAsGuest(page);
  await page.goto('/exam-grader');
  await expect(page.getByRole('heading', { level: 1, name: 'Exam Grader' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search the question bank' }).fill('competitive inhibitor');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('list', { name: 'Bank questions' }).getByRole('button', { name: BANK_TITLE }).click();
  await expect(page.getByRole('heading', { level: 2, name: BANK_TITLE })).toBeVisible();

  await page.getByRole('textbox', { name: 'Your answer' }).fill(BANK_ANSWER);
  await page.getByRole('button', { name: 'Mark', exact: true }).click();

  await expect(scoreHeading(page, 4)).toBeVisible();
  const points = page.getByRole('list', { name: 'Marking points' }).getByRole('listitem');
  await expect(points).toHaveCount(4);
  await expect(points.filter({ hasText: 'Awarded' }).first()).toContainText('Earned by:');
  await expect(points.first().getByRole('progressbar', { name: /^Confidence: / })).toBeVisible();
  const marked = page.getByRole('region', { name: 'Your answer as marked' });
  await expect(marked.locator('mark').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'What a full-mark answer adds' })).toBeVisible();
  // The marked result (banners, verdict badges, highlights) holds to the accessibility baseline too.
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // An edit is marked again, and both markings are in the history.
  await page
    .getByRole('textbox', { name: 'Your answer' })
    .fill(`${BANK_ANSWER} A non-competitive one does not.`);
  await expect(page.getByText('You have changed your answer since it was marked.')).toBeVisible();
  await page.getByRole('button', { name: 'Mark again' }).first().click();
  await expect(page.getByText('You have changed your answer since it was marked.')).toBeHidden();
  await expect(page.getByRole('list', { name: 'Graded answers' }).getByRole('listitem')).toHaveCount(2);
});

test('grade against my own mark scheme with Ctrl+Enter, then reopen it from the history', async ({
  page,
}) => {
  await signInAsGuest(page);
  await page.goto('/exam-grader');
  await page.getByRole('tab', { name: 'My own question' }).click();
  await page.getByRole('textbox', { name: 'Question' }).fill('How can salt be got back from salt water?');
  await page.getByRole('textbox', { name: 'Marking point 1' }).fill('the water evaporates');
  await page.getByRole('textbox', { name: 'Also accept for point 1' }).fill('the water boils off');
  await page.getByRole('button', { name: 'Add a marking point' }).click();
  await page.getByRole('textbox', { name: 'Marking point 2' }).fill('salt is left behind');
  const answer = page.getByRole('textbox', { name: 'Your answer' });
  await answer.fill('Heat the salt water so the water evaporates, and the salt is left behind in the dish.');
  await answer.press('Control+Enter');

  await expect(scoreHeading(page, 2)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Marking points' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Marking points' })).toContainText('Awarded');

  await page.reload();
  await page
    .getByRole('list', { name: 'Graded answers' })
    .getByRole('button', { name: /How can salt be got back/ })
    .click();
  await expect(scoreHeading(page, 2)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My own question', selected: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Marking point 2' })).toHaveValue('salt is left behind');
  await expect(answer).toHaveValue(/the water evaporates/);
});

test('one click on the exam question page grades the answer typed there', async ({ page }) => {
  await signInAsGuest(page);
  const id = await questionIdByTitle(page, BANK_TITLE);
  await page.goto(`/exam-question/${id}`);
  await page.getByRole('textbox', { name: 'Your answer' }).fill(BANK_ANSWER);
  await page.getByRole('button', { name: 'Grade this answer' }).click();

  await expect(page).toHaveURL(new RegExp(`/exam-grader\\?question=${id}&part=[0-9a-f-]+$`));
  await expect(scoreHeading(page, 4)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: BANK_TITLE })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue(BANK_ANSWER);
  await expect(page.getByRole('list', { name: 'Graded answers' }).getByRole('listitem')).toHaveCount(1);
});

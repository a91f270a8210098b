import { expect, test, type Locator, type Page } from '@playwright/test';
import { RESULT_TIMEOUT } from './essay-helper-flows';
import { signInAsGuest } from './support/session';

/**
 * Issue 15 (items 1, 8 and 10) in Chromium on the offline engine: the essay helper is reachable from
 * /home, its bank labels read as text, the check's note says what the engine takes, and a rewrite of a
 * selection that starts and ends inside words replaces whole words with the rewritten text only.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 30_000 });

const ESSAY = [
  'Second, Vance-Whitby concedes that the engineers argument has merit. She grants that traffic is real.',
  'Libraries are really important for kids who need a quiet place to study after school.',
  'In conclusion, the town should keep its library open.',
].join('\n\n');

const countWords = (text: string) => text.trim().split(/\s+/).length;

/** Selects the characters [from, to) of `paragraph`'s text with the mouse's own selection, then releases. */
async function selectInside(paragraph: Locator, from: number, to: number) {
  await paragraph.scrollIntoViewIfNeeded();
  await paragraph.evaluate(
    (p, [start, end]) => {
      const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      let at = 0;
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const next = at + node.data.length;
        if (start >= at && start <= next) range.setStart(node, start - at);
        if (end >= at && end <= next) {
          range.setEnd(node, end - at);
          break;
        }
        at = next;
      }
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    },
    [from, to],
  );
  await paragraph.dispatchEvent('mouseup');
}

async function rewriteSelection(page: Page, instruction: string) {
  await page.getByRole('button', { name: 'Rewrite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Rewrite Sentence' });
  await dialog.getByRole('textbox', { name: /Context/ }).fill(instruction);
  await dialog.getByRole('button', { name: 'Rewrite' }).click();
  await expect(dialog.getByLabel('Engine note')).toBeVisible({ timeout: RESULT_TIMEOUT });
  return dialog;
}

test('the essay helper is reached from /home through the sidebar and the home card', async ({ page }) => {
  await signInAsGuest(page);
  await page.goto('/home');
  await page.getByRole('button', { name: 'More Functions' }).click();
  const sidebar = page.getByRole('dialog', { name: 'More Functions' });
  await sidebar.getByRole('button', { name: 'Essay Helper', exact: true }).click();
  await expect(page).toHaveURL(/\/essayhelper$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AP Essay Helper' })).toBeVisible();

  await page.goto('/home');
  await page
    .getByRole('region', { name: 'Main' })
    .getByRole('link', { name: /Essay Helper/ })
    .click();
  await expect(page).toHaveURL(/\/essayhelper$/);

  // Every bank label reads as text: no block glued to the next ("Question 3Suggested", "minutes.In").
  await page.getByRole('tab', { name: 'Essay Correction' }).click();
  await page.getByRole('combobox', { name: 'Question from the bank' }).click();
  const labels = await page.getByRole('option').allTextContents();
  expect(labels).toHaveLength(88);
  for (const label of labels) {
    expect(label).not.toMatch(/[a-z0-9.?!:;][A-Z]/);
    expect(label).not.toMatch(/: (Question \d|Suggested time)/);
  }
  await page.getByRole('option').filter({ hasText: 'Language and Composition 2019: In a 2015' }).click();
  const chosen = await page.getByRole('combobox', { name: 'Question from the bank' }).inputValue();
  expect(chosen).toMatch(/^AP English Language and Composition 2019: In a 2015 commencement speech, /);
});

test('a rewrite of a partial-word selection replaces whole words with the rewritten text only', async ({
  page,
}) => {
  await signInAsGuest(page);
  await page.goto('/essayhelper');
  await page.getByRole('tab', { name: 'Essay Correction' }).click();
  const essayText = page.getByRole('textbox', { name: /Essay Text/ });
  await essayText.fill(ESSAY);
  // The check is held until its note has been read: offline it can finish before the note is seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/essay/analyze', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Complete Analysis' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Parsing text structure...' })).toContainText(
    'This takes a few seconds on the offline engine',
  );
  release();
  const result = page.getByRole('region', { name: 'Your Essay' });
  await expect(result).toBeVisible({ timeout: RESULT_TIMEOUT });

  // The selection: "Second, Vance-Whitby concedes th" ends inside "that"; the rules change
  // nothing, so there is nothing to replace and the essay stays as it was.
  const first = result.getByRole('paragraph').first();
  await selectInside(first, 0, 'Second, Vance-Whitby concedes th'.length);
  let dialog = await rewriteSelection(page, 'Fix the grammar and make it more analytical');
  await expect(dialog.getByText('Second, Vance-Whitby concedes that', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Engine note')).toContainText('Nothing to change');
  await expect(dialog.getByRole('button', { name: 'Replace' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Keep original' }).click();
  await expect(essayText).toHaveValue(ESSAY);

  // "ally important for ki" starts inside "really" and ends inside "kids": whole words are rewritten.
  const second = result.getByRole('paragraph').nth(1);
  const text = (await second.textContent())!;
  const from = text.indexOf('ally important');
  await selectInside(second, from, from + 'ally important for ki'.length);
  dialog = await rewriteSelection(page, 'Improve clarity and style');
  await expect(dialog.getByText('really important for kids', { exact: true })).toBeVisible();
  const rewritten = (await dialog.getByLabel('Rewritten text').textContent())!;
  expect(rewritten).not.toMatch(/offline|engine|\[|\]/i);
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(dialog).toBeHidden();

  const expected = ESSAY.replace('really important for kids', rewritten);
  await expect(essayText).toHaveValue(expected);
  const after = await essayText.inputValue();
  expect(after).not.toMatch(/offline engine|Unchanged|\[|\]/);
  expect(Math.abs(countWords(after) - countWords(ESSAY))).toBeLessThanOrEqual(4);
  await expect(page.getByText(`${countWords(after)} words`).first()).toBeVisible();
});

import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The essay helper's two flows, shared by essay-helper.e2e.ts (offline engine) and
 * essay-helper-openai.e2e.ts (the model engine on the fake OpenAI server).
 */

/** Generation and analysis on a shared 2-core machine: these bound the waits, not the speed. */
export const RESULT_TIMEOUT = 60_000;

/**
 * About 130 words with planted mistakes the offline checkers find (their/there, a/an, repeated words)
 * and a weak intensifier, in a sentence the offline rewrite rules change.
 */
const ESSAY = [
  'Public libraries remain essential because they give every citizen free access to knowledge. Their is no other place in a town that welcomes everyone in the same way.',
  'First, libraries close the digital gap. A student without a computer at home can finish homework there, and a adult can apply for jobs online. This is is a real service that the market does not provide.',
  'Second, libraries build community. Reading groups, language classes and story hours bring together people who would otherwise never meet, and that that shared space makes a town stronger. Libraries are really important for kids who have nowhere else to go.',
  'In conclusion, cutting library funding would save little money and cost a great deal of opportunity, so towns should protect them.',
].join('\n\n');

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Double-clicks the n-th long word of `paragraph`, where a person would, and returns it. */
async function doubleClickWord(page: Page, paragraph: Locator, n: number): Promise<string | null> {
  const target = await paragraph.evaluate((p, index) => {
    const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
    const found: { node: Text; start: number; word: string }[] = [];
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const m of node.data.matchAll(/\b[a-z]{6,}\b/g)) found.push({ node, start: m.index, word: m[0] });
    }
    const hit = found[index];
    if (!hit) return null;
    const range = document.createRange();
    range.setStart(hit.node, hit.start);
    range.setEnd(hit.node, hit.start + hit.word.length);
    const rect = range.getBoundingClientRect();
    return { word: hit.word, x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  }, n);
  if (!target) return null;
  await page.mouse.dblclick(target.x, target.y);
  return target.word;
}

/**
 * Essay Writing: Lang 2021 Question 2, generate, open the first paragraph's analysis and get a
 * definition by double-clicking a word. Returns the Interactive Essay region.
 */
export async function writerFlow(page: Page): Promise<Locator> {
  await page.goto('/essayhelper');
  await choose(page, 'Subject', 'AP English Language and Composition');
  await choose(page, 'Year', '2021');
  await choose(page, 'Question', 'Question 2');
  await expect(page.getByText(/original practice prompts/)).toBeVisible();
  await page.getByRole('button', { name: 'Generate AI Essay' }).click();

  const essay = page.getByRole('region', { name: 'Interactive Essay' });
  await expect(essay).toBeVisible({ timeout: RESULT_TIMEOUT });
  // Numbering starts at the first analysed paragraph (offline, the scaffold's label comes before it).
  const analysis = essay.getByRole('button', { name: 'Paragraph 1 Analysis' });
  await expect(analysis).toBeVisible();
  await analysis.click();
  await expect(essay.getByText('Purpose:').first()).toBeVisible();

  // Not every word is in WordNet (names, made-up words): try long words in turn until one is defined.
  const paragraph = essay.getByRole('paragraph').first();
  let defined: string | null = null;
  for (let i = 0; i < 8 && !defined; i++) {
    const word = await doubleClickWord(page, paragraph, i);
    if (!word) break;
    await expect(page.getByText('Looking up definition...')).toHaveCount(0, { timeout: RESULT_TIMEOUT });
    if ((await essay.locator('span[tabindex="0"]', { hasText: word }).count()) > 0) defined = word;
  }
  expect(defined, 'a double-clicked word got a definition').not.toBeNull();
  await essay.locator('span[tabindex="0"]', { hasText: defined! }).first().hover();
  await expect(page.getByRole('tooltip')).toContainText(defined!);
  return essay;
}

/**
 * Essay Correction: upload a .txt essay, run Complete Analysis, see the score, rubric rows and
 * highlights, then rewrite a highlighted sentence.
 */
export async function checkerFlow(page: Page) {
  await page.goto('/essayhelper');
  await page.getByRole('tab', { name: 'Essay Correction' }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'libraries.txt', mimeType: 'text/plain', buffer: Buffer.from(ESSAY) });
  const essayText = page.getByRole('textbox', { name: /Essay Text/ });
  await expect(essayText).toHaveValue(ESSAY);
  await page.getByRole('button', { name: 'Complete Analysis' }).click();

  await expect(page.getByRole('heading', { name: 'Overall Score' })).toBeVisible({ timeout: RESULT_TIMEOUT });
  await expect(page.getByText(/^\d+(\.\d+)?\/10$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rubric Breakdown' })).toBeVisible();
  for (const row of ['thesis', 'evidence', 'sophistication'])
    await expect(page.getByTestId(`rubric-${row}`)).toHaveAttribute('data-score-color', /green|yellow|red/);
  const result = page.getByRole('region', { name: 'Your Essay' });
  await expect(result.locator('mark[data-kind="grammar"]').first()).toBeVisible();

  const sentence = result.locator('mark[data-kind="style"]', { hasText: 'really important' });
  const original = (await sentence.textContent())!;
  await sentence.scrollIntoViewIfNeeded();
  await sentence.evaluate((mark) => {
    const range = document.createRange();
    range.selectNodeContents(mark);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
  });
  await sentence.dispatchEvent('mouseup');
  await page.getByRole('button', { name: 'Rewrite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Rewrite Sentence' });
  await expect(dialog.getByText(original)).toBeVisible();
  await dialog.getByRole('button', { name: 'Rewrite' }).click();
  await expect(dialog.getByLabel('Rewritten text')).not.toBeEmpty({ timeout: RESULT_TIMEOUT });
  const rewritten = (await dialog.getByLabel('Rewritten text').textContent())!;
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(dialog).toBeHidden();
  await expect(essayText).toHaveValue(ESSAY.replace(original, rewritten));
}

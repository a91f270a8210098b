import { expect, test, type Page } from '@playwright/test';
import { callsOf, OPENAI_API, resetFakeOpenAi, scriptFakeOpenAi } from './support/fake-openai';
import { signInAsGuest } from './support/session';

/**
 * The chatbox on the API whose tutor is the model engine: the real openai SDK streaming from the fake
 * OpenAI server's recording (test/fixtures/openai/chat-reply.json), which writes its maths in all four
 * delimiters a model uses.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: OPENAI_API, actionTimeout: 30_000 });

test.beforeEach(async () => {
  await resetFakeOpenAi();
});

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message the tutor' });
const modeSwitch = (page: Page, mode: string) =>
  page.getByRole('radiogroup', { name: 'How the tutor answers' }).locator('label', { hasText: mode });
const replies = (page: Page) =>
  page.getByRole('region', { name: 'Conversation' }).locator('[data-role="assistant"]');

/** The TeX KaTeX rendered, from the annotation it keeps beside the drawing. */
const texOf = (scope: ReturnType<typeof replies>) =>
  scope.locator('annotation[encoding="application/x-tex"]').allTextContents();

test('a streamed model reply renders maths written in $…$, $$…$$, \\(…\\) and \\[…\\]', async ({ page }) => {
  await signInAsGuest(page);
  await page.goto('/chatbox');
  await composer(page).fill('What is kinetic energy, and how does work change it?');
  await composer(page).press('Enter');

  const reply = replies(page).last();
  await expect(reply).toContainText('Kinetic energy is the energy an object has');
  await expect(reply).toContainText('What happens to');
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
  await expect(reply.getByText('AI model')).toBeVisible();

  const tex = (await texOf(reply)).map((t) => t.trim());
  expect(tex).toContain('m'); // $m$
  expect(tex).toContain('E_k = \\tfrac{1}{2} m v^2'); // \(…\)
  const display = await reply.locator('.katex-display annotation').allTextContents();
  expect(display.map((t) => t.trim())).toEqual(expect.arrayContaining(['W = \\Delta E_k', 'W = F s'])); // $$…$$, \[…\]
  await expect(reply).not.toContainText('\\(');
  await expect(reply).not.toContainText('\\[');
  expect(await callsOf('chat-reply')).toBe(1);

  // Saved normalised: the reload renders the same maths.
  await page.reload();
  const reloaded = replies(page).last();
  await expect(reloaded.locator('.katex-display')).toHaveCount(2);
  expect((await texOf(reloaded)).map((t) => t.trim())).toContain('E_k = \\tfrac{1}{2} m v^2');
});

test('text appears as it streams; Stop (and Escape) end the reply, which stays saved as stopped', async ({
  page,
}) => {
  await scriptFakeOpenAi('chat-reply', ['hang', 'hang']);
  await signInAsGuest(page);
  await page.goto('/chatbox');
  // A worked answer streams as written (a hint is held back a sentence at a time, to check it).
  await modeSwitch(page, 'Worked answer').click();
  await composer(page).fill('What is kinetic energy?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  // The model sent its first pieces and went quiet: they are on screen while the reply is still open.
  const reply = replies(page).last();
  await expect(reply).toContainText('Kinetic energy is');
  await expect(reply).toHaveAttribute('aria-busy', 'true');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(reply.getByText('Stopped')).toBeVisible();
  await expect(page).toHaveURL(/\?c=[0-9a-f-]{36}$/);

  await composer(page).fill('And potential energy?');
  await composer(page).press('Enter');
  await expect(replies(page)).toHaveCount(2);
  await expect(replies(page).last()).toContainText('Kinetic energy is');
  await page.keyboard.press('Escape');
  await expect(replies(page).last().getByText('Stopped')).toBeVisible();

  await expect
    .poll(async () => {
      await page.reload();
      await expect(replies(page).first()).toBeVisible();
      return page.getByText('Stopped', { exact: true }).count();
    })
    .toBe(2);
  await expect(
    page.getByRole('region', { name: 'Conversation' }).getByText('What is kinetic energy?'),
  ).toBeVisible();
});

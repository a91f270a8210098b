import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsGuest } from './support/session';

/**
 * The chatbox in Chromium against the real API and its offline tutor (no model configured): the home
 * page's question arrives as the first message, the reply cites bank items that open, hint turns into the
 * worked answer, the conversation survives a reload, and on a phone the list lives in a drawer.
 */
test.describe.configure({ timeout: 90_000 });

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message the tutor' });
const thread = (page: Page) => page.getByRole('region', { name: 'Conversation' });
const replies = (page: Page) => thread(page).locator('[data-role="assistant"]');
const modeSwitch = (page: Page, mode: string) =>
  page.getByRole('radiogroup', { name: 'How the tutor answers' }).locator('label', { hasText: mode });
const asked = (page: Page) => thread(page).locator('[data-role="user"]');

const QUESTION = 'Explain how competitive inhibitors affect enzymes';

test('a question typed on /home is sent as the first message and answered with sources that open', async ({
  page,
}) => {
  await signInAsGuest(page);
  await page.goto('/home');
  await page.getByRole('textbox', { name: 'What do you need help with?' }).fill(QUESTION);
  await page.getByRole('textbox', { name: 'What do you need help with?' }).press('Enter');

  await expect(page).toHaveURL(/\/chatbox\?c=[0-9a-f-]{36}$/);
  await expect(asked(page)).toHaveText([QUESTION]);
  const reply = replies(page).first();
  await expect(reply.getByText('offline', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
  await expect(reply.locator('.katex, p').first()).toBeVisible();

  // The conversation is listed under its first words.
  const list = page.getByRole('navigation', { name: 'Conversations' });
  await expect(list.getByRole('button', { name: /^Explain how competitive inhibitors/ })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // A source chip opens the words quoted from it and a link to the item, which opens it in the app.
  const sources = reply.getByRole('list', { name: 'Sources' });
  const chip = sources.getByRole('button', { name: /^Source 1: / });
  await expect(chip).toBeVisible();
  // Its marker in the text leads to it.
  await reply.getByRole('button', { name: 'Go to source 1' }).first().click();
  await expect(chip).toBeFocused();
  await chip.click();
  const open = page.getByRole('link', { name: /^Open the / });
  await expect(open).toBeVisible();
  const href = await open.getAttribute('href');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await open.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Back in the chat, the reload finds the conversation and does not send the question again.
  await page.goBack();
  await page.reload();
  await expect(asked(page)).toHaveText([QUESTION]);
  await expect(replies(page)).toHaveCount(1);
});

test('a hint first; "Show the worked answer" and the Worked answer mode give the whole solution', async ({
  page,
}) => {
  await signInAsGuest(page);
  await page.goto('/chatbox');
  await expect(page.getByRole('radio', { name: 'Hint' })).toBeChecked();
  await composer(page).fill('Solve x^2 - 5x + 6 = 0');
  await composer(page).press('Enter');
  const hint = replies(page).first();
  await expect(hint.getByText('Hint', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();

  await hint.getByRole('button', { name: 'Show the worked answer' }).click();
  await expect(asked(page).last()).toHaveText('Show me the worked answer.');
  const worked = replies(page).nth(1);
  await expect(worked.getByText('Worked answer', { exact: true })).toBeVisible();
  await expect(worked).toContainText(/x\s*=\s*2|2/);
  await expect(worked).toContainText('3');

  await modeSwitch(page, 'Worked answer').click();
  await expect(page.getByRole('radio', { name: 'Worked answer' })).toBeChecked();
  await composer(page).fill('Differentiate x^3');
  await composer(page).press('Enter');
  const derivative = replies(page).nth(2);
  await expect(derivative.getByText('Worked answer', { exact: true })).toBeVisible();
  await expect(derivative.locator('.katex').first()).toBeVisible();

  // Regenerate answers the last message again, in place.
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
  await derivative.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
  await expect(replies(page)).toHaveCount(3);
  await expect(replies(page).nth(2).locator('.katex').first()).toBeVisible();
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the conversation list is in a drawer that opens, switches conversations and closes', async ({
    page,
  }) => {
    await signInAsGuest(page);
    await page.goto('/chatbox');
    await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeHidden();
    await composer(page).fill('What is 5 km in m?');
    await composer(page).press('Enter');
    await expect(replies(page).first()).toContainText('km');
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
    const firstUrl = page.url();

    await page.getByRole('button', { name: 'Conversations' }).click();
    const drawer = page.getByRole('dialog', { name: 'Conversations' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'New chat' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/chatbox$/);
    await expect(asked(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Conversations' }).click();
    await drawer.getByRole('button', { name: /^What is 5 km in m/ }).click();
    await expect(drawer).toBeHidden();
    expect(page.url()).toBe(firstUrl);
    await expect(asked(page)).toHaveText(['What is 5 km in m?']);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways).toBe(false);
  });
});

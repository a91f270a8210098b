import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAsGuest } from './support/session';

/** The signed-in shell: route guard, top bar, user menu, logout, and the 'More Functions' sidebar. */

const PASSWORD = 'shell-pass-123';

function uniqueEmail(tag: string): string {
  return `shell-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function registerUser(
  request: APIRequestContext,
  tag: string,
  fullName = 'Shell Tester',
): Promise<string> {
  const email = uniqueEmail(tag);
  const response = await request.post('/api/register', {
    data: { username: email, email, password: PASSWORD, role: 'student', accessCode: '', fullName },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return email;
}

/** Signs in through the API with the page's own cookie jar. */
async function signIn(page: Page, tag: string, fullName?: string): Promise<string> {
  const email = await registerUser(page.request, tag, fullName);
  const response = await page.request.post('/api/login', { data: { username: email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return email;
}

async function openSidebar(page: Page) {
  await page.getByRole('button', { name: 'More Functions' }).click();
  const sidebar = page.getByRole('dialog', { name: 'More Functions' });
  await expect(sidebar.getByText('13 tools available')).toBeVisible();
  return sidebar;
}

test('an unauthenticated visit to /home goes to /login and, after logging in, back to /home', async ({
  page,
}) => {
  const email = await registerUser(page.request, 'guard');
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);

  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await form.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByPlaceholder('What do you need help with?')).toBeVisible();
  await expect(page.getByRole('button', { name: /User menu for Shell Tester/ })).toBeVisible();
});

test("a guest's user menu has no Profile or Change Password", async ({ page }) => {
  await signInAsGuest(page);
  await page.goto('/home');
  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Change Password' })).toHaveCount(0);
});

test('an account holder sees Profile and Change Password, which open the profile tabs', async ({ page }) => {
  await signIn(page, 'menu', 'Menu Person');
  await page.goto('/home');
  await page.getByRole('button', { name: 'User menu for Menu Person' }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=password$/);
  await expect(page.getByRole('tab', { name: 'Password', selected: true })).toBeVisible();
});

test('logout through the confirm dialog lands on /login, and /home then redirects to /login', async ({
  page,
}) => {
  await signIn(page, 'logout');
  await page.goto('/home');
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to log out?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/check-auth')).status()).toBe(401);
});

test('a tool used from the sidebar is first in Recently Used after a reload', async ({ page }) => {
  await signIn(page, 'recent');
  await page.goto('/home');
  let sidebar = await openSidebar(page);
  await sidebar
    .getByRole('region', { name: 'All Other Tools' })
    .getByRole('button', { name: /^Calculator/ })
    .click();
  await expect(page).toHaveURL(/\/calculator$/);
  await expect(page.getByRole('heading', { name: 'Calculator', level: 1 })).toBeVisible();

  await page.reload();
  sidebar = await openSidebar(page);
  const recent = sidebar.getByRole('region', { name: 'Recently Used' }).getByRole('listitem');
  await expect(recent.first()).toHaveText('Calculator');
  await expect(recent).toHaveCount(3);
});

test('a star toggle persists across a reload', async ({ page }) => {
  await signIn(page, 'star');
  await page.goto('/home');
  let sidebar = await openSidebar(page);
  await sidebar.getByRole('button', { name: 'Like PDF Editor' }).click();
  await expect(sidebar.getByRole('button', { name: 'Unlike PDF Editor' })).toBeVisible();
  await expect(sidebar.getByRole('region', { name: 'Liked Features' }).getByText('PDF Editor')).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get('/api/preferences/sidebar')).json()).liked)
    .toContain('pdf-editor');

  await page.reload();
  sidebar = await openSidebar(page);
  await expect(sidebar.getByRole('region', { name: 'Liked Features' }).getByText('PDF Editor')).toBeVisible();
  await expect(sidebar.getByRole('region', { name: 'All Other Tools' }).getByText('PDF Editor')).toHaveCount(
    0,
  );
});

test('the new-feature dot on More Functions goes away for good after the first open', async ({ page }) => {
  await signIn(page, 'dot');
  await page.goto('/home');
  const button = page.getByRole('button', { name: 'More Functions' });
  await expect(button).toHaveAccessibleDescription('New feature');
  await openSidebar(page);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('button', { name: 'More Functions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More Functions' })).not.toHaveAttribute(
    'aria-describedby',
    /.+/,
  );
});

test('the home search box sends the question to the chatbox', async ({ page }) => {
  await signIn(page, 'search');
  await page.goto('/home');
  await page.getByPlaceholder('What do you need help with?').fill('What is a derivative?');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chatbox\?questionPrompt=What\+is\+a\+derivative%3F$/);
});

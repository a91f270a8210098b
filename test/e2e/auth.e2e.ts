import { expect, test, type Page } from '@playwright/test';

/**
 * Auth journeys of spec sections 2 ("Landing", "Login", "Register"), 5, 7 and 8, in a real browser
 * against the real API. Every test registers its own unique account.
 */
/** npm test (scripts/test.mjs) seeds this teacher code and passes the e2e database; both are required. */
function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set (npm test sets it for the e2e run)`);
  return value;
}
const PASSWORD = 'studyHard2024';
const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

let counter = 0;
function uniqueEmail(tag: string): string {
  counter += 1;
  return `e2e-${tag}-${Date.now()}-${process.pid}-${counter}@example.org`;
}

async function fillRegistration(page: Page, opts: { email: string; password?: string; fullName?: string }) {
  const password = opts.password ?? PASSWORD;
  await page.getByLabel('Email', { exact: true }).fill(opts.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByLabel('Full Name', { exact: true }).fill(opts.fullName ?? 'Ada Example');
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
}

async function registerStudent(page: Page, email: string, password = PASSWORD) {
  await page.goto('/register');
  await fillRegistration(page, { email, password });
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/register'));
  await page.getByRole('button', { name: 'Create Account' }).click();
  expect((await answer).ok(), 'registration accepted').toBe(true);
  // The 'Success!' popup goes to /login by itself 2.5 s after it opens. On a loaded machine that can
  // happen before this test has seen the popup or clicked its 'Go to login' button, so either path has to
  // do; the assertions below check that we did end up on the login form.
  await Promise.race([
    page
      .getByRole('dialog', { name: 'Success!' })
      .getByRole('button', { name: 'Go to login' })
      .click()
      .catch(() => undefined),
    page.waitForURL(/\/login$/).catch(() => undefined),
  ]);
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginForm(page)).toBeVisible();
}

/**
 * The login form itself. The router changes the URL before React has swapped the page (navigations
 * render in a transition), so right after `toHaveURL(/\/login$/)` the previous page (e.g. the
 * register form, which also has 'Email', 'Password' and the terms box) can still be on screen.
 * Locating the fields inside this form makes every step wait for the login page.
 */
function loginForm(page: Page) {
  return page.getByRole('form', { name: 'Login' });
}

async function logIn(page: Page, email: string, password: string, { rememberMe = false } = {}) {
  const form = loginForm(page);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await form.getByRole('checkbox', { name: 'Remember me' }).check();
  await form.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

test.describe('register and log in', () => {
  test('a student registers through the UI, logs in and reaches /home', async ({ page }) => {
    const email = uniqueEmail('student');
    await registerStudent(page, email);
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('What do you need help with?').first()).toBeVisible();
  });

  test('wrong password shows the generic message and stays on /login', async ({ page }) => {
    const email = uniqueEmail('wrongpw');
    await registerStudent(page, email);
    await logIn(page, email, 'notMyPassword1');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('remember me gives a 7-day token cookie, without it a session cookie', async ({ page, context }) => {
    const email = uniqueEmail('remember');
    await registerStudent(page, email);

    await logIn(page, email, PASSWORD, { rememberMe: true });
    await expect(page).toHaveURL(/\/home$/);
    const remembered = (await context.cookies()).find((c) => c.name === 'token');
    expect(remembered, 'token cookie after remember-me login').toBeTruthy();
    expect(remembered!.httpOnly).toBe(true);
    expect(Math.abs(remembered!.expires - (Date.now() / 1000 + SEVEN_DAYS_S))).toBeLessThan(60);

    await context.clearCookies();
    await page.goto('/login');
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    const session = (await context.cookies()).find((c) => c.name === 'token');
    expect(session, 'token cookie after a plain login').toBeTruthy();
    expect(session!.expires).toBe(-1);
  });

  test('login goes back to the page the guard kept', async ({ page }) => {
    const email = uniqueEmail('origin');
    await registerStudent(page, email);
    await page.goto('/profile?tab=password');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/profile\?tab=password$/);
  });

  test('login follows a same-site redirect parameter and ignores another site', async ({ page }) => {
    const email = uniqueEmail('redirect');
    await registerStudent(page, email);
    await page.goto('/login?redirect=%2F%2Fevil.example%2F');
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/home$/);

    await page.context().clearCookies();
    await page.goto('/login?redirect=%2Fexam-grader');
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/exam-grader$/);
  });
});

test.describe('teacher registration', () => {
  test('without an access code the Notice popup asks for it', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('tab', { name: 'I am a teacher' }).click();
    await fillRegistration(page, { email: uniqueEmail('teacher-nocode') });
    await page.getByRole('button', { name: 'Create Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notice' });
    await expect(dialog).toContainText('Please enter your teacher access code');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a wrong code is refused by the server, the right one succeeds', async ({ page }) => {
    const teacherCode = requiredEnv('E2E_TEACHER_CODE');
    const email = uniqueEmail('teacher');
    await page.goto('/register');
    await page.getByRole('tab', { name: 'I am a teacher' }).click();
    await fillRegistration(page, { email, fullName: 'Terry Teacher' });

    const refused = page.waitForResponse((r) => r.url().endsWith('/api/register'));
    await page.getByLabel('Access Code', { exact: true }).fill(`WRONG-${Date.now()}`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    const answer = await refused;
    expect(answer.status()).toBeGreaterThanOrEqual(400);
    const { error } = (await answer.json()) as { error: string };
    const errorDialog = page.getByRole('dialog', { name: 'Error!' });
    await expect(errorDialog).toContainText(error);
    await errorDialog.getByRole('button', { name: 'OK' }).click();
    await expect(errorDialog).toBeHidden();

    await page.getByLabel('Access Code', { exact: true }).fill(teacherCode);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('dialog', { name: 'Success!' })).toContainText('Registration successful');
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  });
});

test.describe('guest access', () => {
  test("a landing card's 'Get Started Free' starts a guest session and opens the tool", async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByText('50K+')).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: 'Past Papers' });
    await card.getByRole('button', { name: /Get Started Free/ }).click();
    await expect(page).toHaveURL(/\/past-papers$/);
    await expect(page.getByRole('button', { name: /^Open / }).first()).toBeVisible();

    const token = (await context.cookies()).find((c) => c.name === 'token');
    expect(token, 'token cookie after guest login').toBeTruthy();
    const check = await page.request.get('/api/check-auth');
    expect(check.status()).toBe(200);
    const body = (await check.json()) as { user: { isGuest: boolean } };
    expect(body.user.isGuest).toBe(true);
  });

  test('the hero button reuses an existing guest session and lands on /home', async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Get Started Free with AI Chatbox/ }).click();
    await expect(page).toHaveURL(/\/chatbox$/);
    const first = (await context.cookies()).find((c) => c.name === 'token')?.value;

    await page.goto('/');
    let guestCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/guest-login')) guestCalls += 1;
    });
    await page.getByRole('button', { name: 'Start studying free' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(guestCalls).toBe(0);
    expect((await context.cookies()).find((c) => c.name === 'token')?.value).toBe(first);
  });

  test("the login page's guest button opens /home", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Guest Access / Try it now!' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a failing guest login shows a short message and does not navigate', async ({ page }) => {
    await page.route('**/api/guest-login', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":"Service unavailable","code":"UNAVAILABLE"}',
      }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Start studying free' }).click();
    await expect(page.getByText('Could not start a guest session')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('login validation', () => {
  test('required, email pattern, terms bubble and cleared password', async ({ page }) => {
    await page.goto('/login');
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await login.click();
    await expect(page.getByRole('alert')).toHaveText('Email and password are required');

    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('whatever1');
    await login.click();
    await expect(page.getByRole('alert')).toHaveText('Invalid Email or password');

    await page.getByLabel('Email', { exact: true }).fill('ann@example.org');
    await login.click();
    const bubble = page.getByText('Please read and check the relevant agreement.');
    await expect(bubble).toBeVisible();
    await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await expect(bubble).toBeHidden();

    await page.getByLabel('Password', { exact: true }).fill('');
    await expect(page.getByText('Password is required')).toBeVisible();
  });
});

test.describe('password reset', () => {
  test('forgot password answers the same for any address', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/forgot-password'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const { message } = (await (await answer).json()) as { message: string };
    await expect(page.getByRole('status')).toHaveText(message);
    await expect(page.getByRole('link', { name: /Back to login/ })).toHaveAttribute('href', '/login');
  });

  test('reset without a token, and with an invalid one', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toContainText('no reset token');
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );

    await page.goto('/reset-password?token=this-token-does-not-exist-123');
    await page.getByLabel('New Password', { exact: true }).fill('newPass12345');
    await page.getByLabel('Confirm Password', { exact: true }).fill('newPass12345');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/reset-password'));
    await page.getByRole('button', { name: 'Reset password' }).click();
    const res = await answer;
    expect(res.status()).toBe(400);
    const { error } = (await res.json()) as { error: string };
    await expect(page.getByRole('alert')).toContainText(error);
  });

  test('the mailed link resets the password and the new one logs in', async ({ page }) => {
    const databaseUrl = requiredEnv('E2E_DATABASE_URL');
    const email = uniqueEmail('reset');
    await registerStudent(page, email);

    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toBeVisible();

    const link = await latestResetLink(databaseUrl, email);
    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    const newPassword = 'brandNew2025pass';
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await page.getByRole('link', { name: 'Go to login' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await logIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/home$/);
  });
});

async function latestResetLink(databaseUrl: string, email: string): Promise<string> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      const { rows } = await client.query<{ body: string }>(
        'SELECT body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY created_at DESC LIMIT 1',
        [email],
      );
      const match = rows[0]?.body.match(/https?:\/\/\S+\/reset-password\?token=[^\s]+/);
      if (match) return match[0];
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`no reset mail for ${email} in mail_outbox`);
  } finally {
    await client.end();
  }
}

import { expect, type Page } from '@playwright/test';

/** Signs the page's browser context in as a new guest (the cookie the API sets applies to the page). */
export async function signInAsGuest(page: Page) {
  const response = await page.request.post('/api/guest-login');
  expect(response.ok(), await response.text()).toBe(true);
}

/** Signs the page's browser context in as the admin that npm test (scripts/test.mjs) creates for e2e. */
export async function signInAsAdmin(page: Page) {
  const username = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!username || !password)
    throw new Error('E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD must be set (npm test sets them)');
  const response = await page.request.post('/api/login', { data: { username, password } });
  expect(response.ok(), await response.text()).toBe(true);
}

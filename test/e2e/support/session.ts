import { expect, type Page } from '@playwright/test';

/** Signs the page's browser context in as a new guest (the cookie the API sets applies to the page). */
export async function signInAsGuest(page: Page) {
  const response = await page.request.post('/api/guest-login');
  expect(response.ok(), await response.text()).toBe(true);
}

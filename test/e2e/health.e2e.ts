import { expect, test } from '@playwright/test';

// Proves the whole runtime is wired: API up, database and Redis reachable, a compile worker alive.
test('GET /api/health reports database, redis and a live compile worker', async ({ page, baseURL }) => {
  const response = await page.goto(`${baseURL}/api/health`);
  expect(response?.status()).toBe(200);
  const health = await response!.json();
  expect(health).toMatchObject({ status: 'ok', database: 'up', redis: 'up' });
  expect(health.compileWorkers).toBeGreaterThanOrEqual(1);
});

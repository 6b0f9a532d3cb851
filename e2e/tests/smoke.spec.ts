import { expect, test } from '@playwright/test';

test('the home page opens through the gateway with a quote and no console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Stillframe/);
  await expect(page.locator('blockquote, [data-testid="quote"]').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the API answers through the gateway', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect((await health.json()).status).toBe('ok');
});

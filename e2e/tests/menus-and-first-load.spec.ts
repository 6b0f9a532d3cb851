import { expect, test } from '@playwright/test';
import { AuthScreen, uniqueEmail } from '../pages/app-pages';

test('assets come precompressed, with Vary and the long cache; index.html stays uncached', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/') && response.url().endsWith('.js')) scripts.push(response.url());
  });
  await page.goto('/');
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  const asset = await request.get(scripts[0]!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['vary']).toMatch(/Accept-Encoding/i);
  expect(asset.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(asset.headers()['cache-control']).toMatch(/max-age=31536000.*immutable/);
  const html = await request.get('/search', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(html.headers()['cache-control']).toBe('no-cache');
});

test('the account menu opens from the keyboard and Log out goes straight to / from /settings', async ({
  page,
}) => {
  await new AuthScreen(page).createAccount(uniqueEmail('menu'), 'long enough password');
  await page.goto('/settings');
  // Every path the app shows, client-side route changes included (they only go through the history API).
  await page.evaluate(`(() => {
    window.seenPaths = [];
    for (const method of ['pushState', 'replaceState']) {
      const original = history[method].bind(history);
      history[method] = (...args) => {
        original(...args);
        window.seenPaths.push(location.pathname);
      };
    }
  })()`);

  const trigger = page.getByRole('button', { name: /Account menu for/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  const seenPaths = await page.evaluate<string[]>('window.seenPaths');
  expect(seenPaths).toContain('/');
  expect(seenPaths).not.toContain('/auth');
});

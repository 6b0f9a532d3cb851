import { expect, test } from '@playwright/test';
import { AuthScreen, uniqueEmail } from '../pages/app-pages.js';
import { payForPro } from '../pages/billing-pages.js';

const PASSWORD = 'a long test password';
/** A Pro account's share of the day's 100 searches (10%, the catalog's default). */
const PRO_SEARCHES_A_DAY = 10;

/**
 * Issue 19, the web's part: past its budget an account sees the catalog's message where the results would
 * be, and an administrator sees that account among those that spent most of the search bucket today.
 */
test("past its budget a Pro account reads when searches return, and the administrator's usage tab names it", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('budget');
  await new AuthScreen(page).createAccount(email, PASSWORD);
  await payForPro(page.request);

  // Each query is new, so none is answered from the cache: each spends one search of the account's budget.
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  for (let n = 0; n < PRO_SEARCHES_A_DAY; n += 1) {
    await page.goto(`/search?q=${encodeURIComponent(`budget ${run} ${n}`)}`);
    await expect(page.locator('a[href^="/watch/"]').first()).toBeVisible();
  }
  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/youtube/search') searches.push(request.url());
  });
  await page.goto(`/search?q=${encodeURIComponent(`budget ${run} one too many`)}`);
  const note = page.getByRole('status').filter({ hasText: 'Come back later' });
  await expect(note).toBeVisible();
  await expect(note).toContainText(
    /You have used your share of today's YouTube quota\. It returns at midnight Pacific/,
  );
  await expect(page.getByText('Search failed')).toHaveCount(0);

  const adminEmail = process.env.E2E_ADMIN_EMAIL;
  const adminPassword = process.env.E2E_ADMIN_PASSWORD;
  test.skip(!adminEmail || !adminPassword, 'E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD name the administrator');
  const admin = await browser.newPage();
  try {
    await new AuthScreen(admin).signIn(adminEmail!, adminPassword!);
    await admin.goto('/settings');
    await admin.getByRole('tab', { name: 'YouTube quota' }).click();
    const usage = admin.getByRole('region', { name: 'YouTube quota today' });
    await expect(usage).toContainText(/Resets at .+ your time \(midnight Pacific\)/);
    const search = usage
      .locator('.ant-card')
      .filter({ has: admin.getByRole('heading', { name: 'Search', exact: true }) });
    await expect(search).toContainText('/ 100');
    const row = search.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Pro');
    await expect(row).toContainText(`${PRO_SEARCHES_A_DAY} of ${PRO_SEARCHES_A_DAY}`);
  } finally {
    await admin.close();
  }
  // A 429 is not retried (the first retry would have left a second after the refusal, long since).
  expect(searches).toHaveLength(1);
});

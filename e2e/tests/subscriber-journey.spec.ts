import { expect, test } from '@playwright/test';
import { AuthScreen, becomePro, subscribe, takeNote, uniqueEmail } from '../pages/app-pages.js';

const PASSWORD = 'a long test password';

test('a new user subscribes with the test card, searches, watches, takes notes and keeps a favourite', async ({
  page,
}) => {
  await new AuthScreen(page).createAccount(uniqueEmail('journey'), PASSWORD);

  // Gated before paying: the Subscription Required screen with the price and the guarantee.
  await page.goto('/search');
  await expect(page.getByText('Subscription Required')).toBeVisible();
  await expect(page.getByText(/\$5\.00/).first()).toBeVisible();

  await becomePro(page);

  // Search works now, with its filters and paging.
  await page.goto('/search');
  await page.getByPlaceholder('Search for videos...').fill('piano');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const firstResult = page.locator('a[href^="/watch/"]').first();
  await expect(firstResult).toBeVisible();
  await firstResult.click();
  await expect(page).toHaveURL(/\/watch\/[A-Za-z0-9_-]{11}/);

  // A regular note on the video.
  await takeNote(page, 'Remember the fingering in this part');
  // The count is on the Notes tab, or on the notes beside the player on a wide screen.
  const notesCount = (count: number) =>
    page
      .getByRole('tab', { name: new RegExp(`Notes \\(${count}\\)`) })
      .or(page.getByRole('heading', { name: new RegExp(`Notes \\(${count}\\)`) }));
  await expect(notesCount(1)).toBeVisible();

  // An encrypted note. The password lives only in memory and the checkout was a full page load, so
  // the app asks for it once before encrypting.
  await takeNote(page, 'A private thought', PASSWORD);
  await expect(notesCount(2)).toBeVisible();

  // Keep the channel as a favourite.
  await page
    .getByRole('button', { name: /^Add .* to favorites$/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^Remove .* from favorites$/ }).first()).toBeVisible();

  // Within the tab the note key stays in memory: the encrypted note reads at once.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notes' }).click();
  await expect(page).toHaveURL(/\/notes$/);
  await expect(page.getByText('Remember the fingering in this part')).toBeVisible();
  await expect(page.getByText('A private thought')).toBeVisible();

  // After a reload the key is gone; the password unlocks the note again.
  await page.reload();
  await expect(page.getByText('One encrypted note is locked.')).toBeVisible();
  await page.getByRole('button', { name: 'Unlock' }).first().click();
  const unlock = page.getByRole('dialog').filter({ hasText: 'Unlock Encrypted Notes' });
  await unlock.getByLabel('Password').fill(PASSWORD);
  await unlock.getByLabel('Password').press('Enter');
  await expect(page.getByText('A private thought')).toBeVisible();

  await page.getByRole('link', { name: 'Favorites' }).click();
  await expect(page.getByRole('heading', { name: 'Your Favorite Channels' })).toBeVisible();
  await expect(page.locator('a[href^="/channel/"]').first()).toBeVisible();
});

test('a declined card takes no payment and leaves the account without a subscription', async ({ page }) => {
  await new AuthScreen(page).createAccount(uniqueEmail('declined'), PASSWORD);
  await subscribe(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await page.goto('/search');
  await expect(page.getByText('Subscription Required')).toBeVisible();
});

test('anonymous visitors are sent to sign in from login-only screens', async ({ page }) => {
  for (const path of ['/search', '/favorites', '/notes', '/settings', '/channel/UCabcdefghijklmnopqrstuv']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  }
});

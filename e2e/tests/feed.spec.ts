import { expect, test, type Page } from '@playwright/test';
import { AuthScreen, becomePro, takeNote, uniqueEmail } from '../pages/app-pages.js';

const PASSWORD = 'a long test password';

const feedSection = (page: Page) => page.getByRole('region', { name: 'Latest from your channels' });
const secondsOf = (clock: string) => clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);

async function searchFromHome(page: Page, query: string): Promise<void> {
  await page.goto('/');
  await page.getByPlaceholder('Search for videos...').fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === query);
  await expect(page.locator('a[href^="/watch/"]').first()).toBeVisible();
}

test("the signed-in home: search box, the favourites' latest uploads with hide watched, and recent notes", async ({
  page,
}) => {
  await new AuthScreen(page).createAccount(uniqueEmail('feed'), PASSWORD);
  // A free account's home is no dead end: the search box, and the plan prompt for the Pro parts.
  await expect(page.getByRole('search')).toBeVisible();
  await expect(page.getByTestId('plan-prompt').first()).toBeVisible();

  await becomePro(page);
  await page.goto('/');
  await expect(feedSection(page).getByText('No favourite channels yet')).toBeVisible();

  // Search from the home, keep the channel of a result as a favourite and take a note on the video.
  await searchFromHome(page, 'bread');
  await page.locator('a[href^="/watch/"]').first().click();
  await expect(page).toHaveURL(/\/watch\/[A-Za-z0-9_-]{11}/);
  await takeNote(page, 'Fold the dough three times');
  await page
    .getByRole('button', { name: /^Add .* to favorites$/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^Remove .* from favorites$/ }).first()).toBeVisible();

  await page.goto('/');
  const feed = feedSection(page);
  const cards = feed.getByTestId('video-card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  const notes = page.getByRole('region', { name: 'Recent notes' });
  await expect(notes.getByText('Fold the dough three times')).toBeVisible();

  // Open the newest upload, come back, and hide what was watched.
  const first = cards.first();
  const watchedHref = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(/\/watch\//);
  await page.goto('/');
  await expect(feed.locator(`a[href="${watchedHref}"]`)).toBeVisible();
  await feed.getByRole('switch', { name: 'Hide watched' }).click();
  await expect(feed.locator(`a[href="${watchedHref}"]`)).toHaveCount(0);
  await expect(cards).toHaveCount(count - 1);
  // The choice is remembered on this device.
  await page.reload();
  await expect(feed.getByRole('switch', { name: 'Hide watched' })).toBeChecked();
  await expect(feed.locator(`a[href="${watchedHref}"]`)).toHaveCount(0);

  // A recent note opens its video at the note's time.
  await notes
    .getByRole('link', { name: / at \d+:\d\d$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/watch\/[A-Za-z0-9_-]{11}(\?t=\d+)?$/);
});

test('any query finds believable, paged results in demo mode, and the duration filter holds on every page', async ({
  page,
}) => {
  await new AuthScreen(page).createAccount(uniqueEmail('demo'), PASSWORD);
  await becomePro(page);

  await searchFromHome(page, 'cats');
  const titles = page.locator('[data-testid="video-card"] h3');
  await expect(titles.first()).toContainText(/cats/i);
  const firstPage = await titles.allTextContents();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect(titles.first()).not.toHaveText(firstPage[0] ?? '');
  const secondPage = await titles.allTextContents();
  expect(secondPage.every((title) => /cats/i.test(title))).toBe(true);

  // The same query gives the same results; another query others.
  await searchFromHome(page, 'cats');
  await expect(titles.first()).toHaveText(firstPage[0] ?? '');
  await searchFromHome(page, 'python tutorial');
  await expect(titles.first()).toContainText(/python tutorial/i);

  await page.getByRole('button', { name: 'Show Filters' }).click();
  await page.getByRole('combobox', { name: 'Duration' }).click();
  await page.locator('.ant-select-item-option', { hasText: 'Short (under 4 min)' }).click();
  // Every page of short videos (the demo catalogue's shorts for this query may fill one or more pages).
  const next = page.getByRole('button', { name: 'Next' });
  for (let pageNumber = 1; ; pageNumber++) {
    await expect(page.getByText(`Page ${pageNumber}`)).toBeVisible();
    const durations = page.locator('[data-testid="video-card"] .sf-duration');
    // The page before the filter stays on screen until the filtered answer replaces it.
    await expect(async () => {
      const clocks = await durations.allTextContents();
      expect(clocks.length).toBeGreaterThan(0);
      for (const clock of clocks) expect(secondsOf(clock)).toBeLessThan(240);
    }).toPass({ timeout: 10_000 });
    if (!(await next.isEnabled())) break;
    await next.click();
  }

  // A generated video opens like any other, with its channel page.
  await page.locator('a[href^="/watch/"]').first().click();
  await expect(page).toHaveURL(/\/watch\/[A-Za-z0-9_-]{11}/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/python tutorial/i);
  await page.locator('a[href^="/channel/"]').first().click();
  await expect(page.locator('a[href^="/watch/"]').first()).toBeVisible();
});

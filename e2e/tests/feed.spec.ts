import { expect, test, type Page } from '@playwright/test';
import { AuthScreen, takeNote, uniqueEmail } from '../pages/app-pages.js';
import { payForPro } from '../pages/billing-pages.js';

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

  await payForPro(page.request);
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
  // The note's time stays on its video title's line, however narrow the column.
  const noteLink = notes.getByRole('link', { name: / at \d+:\d\d$/ }).first();
  const titleBox = await noteLink.locator('.sf-recent-note-title').boundingBox();
  const timeBox = await noteLink.locator('.sf-recent-note-time').boundingBox();
  expect(Math.abs(titleBox!.y - timeBox!.y)).toBeLessThanOrEqual(2);
  expect(timeBox!.x).toBeGreaterThan(titleBox!.x);

  // Open the newest upload, come back, and hide what was watched.
  const first = cards.first();
  const watchedHref = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(/\/watch\//);
  // Watched once the watch screen shows it, not when the URL changes.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
  await payForPro(page.request);

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
  // It plays: the stand-in player learns of a generated video from its frame, as YouTube's embed
  // tells its page, never by a request the app's connect-src 'self' would block.
  await expect(page.locator('[data-player-status="ready"]')).toBeVisible();
  await page.locator('a[href^="/channel/"]').first().click();
  await expect(page.locator('a[href^="/watch/"]').first()).toBeVisible();
});

test('search filters: upload date, a feature and channels, kept through reload and Back', async ({
  page,
}) => {
  await new AuthScreen(page).createAccount(uniqueEmail('filters'), PASSWORD);
  await payForPro(page.request);
  await searchFromHome(page, 'sourdough starter');

  await page.getByRole('button', { name: 'Show Filters' }).click();
  await page.getByRole('combobox', { name: 'Upload date' }).click();
  await page.locator('.ant-select-item-option', { hasText: 'This year' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('date') === 'year');
  // Checked once the URL says so: the filters live there.
  await page.getByRole('checkbox', { name: 'HD' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('features') === 'hd');
  await expect(page.getByRole('checkbox', { name: 'HD' })).toBeChecked();
  const cards = page.getByTestId('video-card');
  await expect(cards.first()).toBeVisible();

  // A reload keeps the filters, shown, and the same results.
  const titles = await cards.locator('h3').allTextContents();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'HD' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Search filters' })).toContainText('This year');
  await expect(cards.locator('h3')).toHaveText(titles);

  // Channels created this year; features are for videos only.
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.locator('.ant-select-item-option', { hasText: 'Channels' }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('type') === 'channel' && !url.searchParams.has('features'),
  );
  await expect(page.getByRole('checkbox', { name: 'HD' })).toBeDisabled();
  const channel = page.getByTestId('channel-result').first();
  await expect(channel).toBeVisible();
  await page.reload();
  await expect(channel).toBeVisible();
  const name = (await channel.locator('h3').textContent()) ?? '';
  await channel.click();
  await expect(page).toHaveURL(/\/channel\/UC[\w-]{22}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.goBack();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('type') === 'channel' && url.searchParams.get('date') === 'year',
  );
  await expect(channel).toBeVisible();
});

import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { AuthScreen, uniqueEmail } from '../pages/app-pages.js';
import { payForPro } from '../pages/billing-pages.js';
import { FavoritesTransfer, importSample } from '../pages/channels-pages.js';
import { PASSWORD } from '../pages/screens.js';

// Importing favourites from each other app's export, exporting them, and the channel page's search,
// oldest first, hide Shorts and about text, as a fresh Pro user.
const TIDEPOOL = 'UCqgr3X5X-cgM-liYkcFrPfA';

let state: BrowserContextOptions['storageState'];
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await new AuthScreen(page).createAccount(uniqueEmail('channels'), PASSWORD);
  await payForPro(page.request);
  state = await context.storageState();
  await context.close();
});

async function asPro(browser: Browser, steps: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ storageState: state, acceptDownloads: true });
  try {
    await steps(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe.serial('favourites import and export', () => {
  const formats: Array<[string, string, number, string[]]> = [
    [
      'takeout-de.csv',
      'Google Takeout subscriptions (CSV)',
      2,
      ['No valid channel id', 'Listed more than once in the file'],
    ],
    ['newpipe-subscriptions.json', 'NewPipe or Piped subscriptions (JSON)', 4, ['Not a YouTube channel']],
    ['piped-subscriptions.json', 'NewPipe or Piped subscriptions (JSON)', 4, []],
    ['freetube-profiles.db', 'FreeTube profiles (.db)', 6, []],
    ['invidious-export.json', 'Invidious export (JSON)', 4, ['No valid channel id']],
    ['invidious-subscriptions.opml', 'OPML feed list', 4, ['Not a YouTube channel']],
    ['takeout-en.csv', 'Google Takeout subscriptions (CSV)', 3, ['YouTube does not know this channel']],
  ];
  // The previews only read a file and are cancelled: they share one page on the favourites screen, as
  // one person tries one export after another (a page load each cost more than the preview it checks).
  let previews: { context: BrowserContext; screen: FavoritesTransfer } | undefined;
  test.afterAll(async () => previews?.context.close());
  for (const [sample, format, toAdd, reasons] of formats)
    test(`previews ${sample}: what will be added and what was skipped and why`, async ({ browser }) => {
      if (!previews) {
        const context = await browser.newContext({ storageState: state });
        previews = { context, screen: new FavoritesTransfer(await context.newPage()) };
        await previews.screen.open();
      }
      const { screen } = previews;
      await screen.choose(sample);
      const preview = screen.preview();
      await expect(preview.getByText(`Read as: ${format}`)).toBeVisible();
      await expect(preview.getByRole('heading', { name: `To add (${toAdd})` })).toBeVisible();
      for (const reason of reasons) await expect(preview.getByText(reason).first()).toBeVisible();
      await preview.getByRole('button', { name: 'Cancel' }).click();
      await expect(preview).toBeHidden();
    });

  test('opened from the keyboard, the preview takes focus at its heading, drawn without a focus box', async ({
    browser,
  }) => {
    await asPro(browser, async (page) => {
      const screen = new FavoritesTransfer(page);
      await screen.open();
      const chooser = page.waitForEvent('filechooser');
      // Focus and Enter in one step: the app may still move focus to the page as it settles.
      await page.getByRole('button', { name: 'Import channels' }).press('Enter');
      await (await chooser).setFiles(importSample('takeout-en.csv'));
      const heading = screen.preview().getByRole('heading', { name: /^Import from / });
      await expect(heading).toBeFocused();
      expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
    });
  });

  test('adds the chosen channels with the catalog titles, then shows them as favourites already', async ({
    browser,
  }) => {
    await asPro(browser, async (page) => {
      const screen = new FavoritesTransfer(page);
      await screen.open();
      await screen.choose('youtube-subscriptions.opml');
      const preview = screen.preview();
      await preview.getByRole('checkbox', { name: 'Add Tidepool Notes' }).uncheck();
      await preview.getByRole('button', { name: 'Add 2 channels' }).click();
      await expect(page.getByText('Added 2 channels')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Quiet Forest Walks' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Garden in Slow Motion' })).toBeVisible();
      await screen.choose('freetube-profiles.db');
      await expect(preview.getByRole('heading', { name: 'Already favourites (2)' })).toBeVisible();
      await expect(preview.getByRole('heading', { name: 'To add (4)' })).toBeVisible();
    });
  });

  test('refuses hostile files with a message naming the problem', async ({ browser }) => {
    await asPro(browser, async (page) => {
      const screen = new FavoritesTransfer(page);
      await screen.open();
      const cases: Array<[string, RegExp]> = [
        ['hostile-entities.opml', /DOCTYPE or entities/],
        ['hostile-formula.csv', /spreadsheet formula/],
        ['hostile-utf16.csv', /UTF-16/],
        ['hostile-binary.csv', /binary data/],
      ];
      for (const [sample, message] of cases) {
        await screen.choose(sample);
        const alert = page.getByRole('alert').filter({ hasText: `${sample} was not imported` });
        await expect(alert).toContainText(message);
      }
    });
  });

  test('exports the favourites as OPML and as CSV', async ({ browser }) => {
    await asPro(browser, async (page) => {
      const screen = new FavoritesTransfer(page);
      await screen.open();
      const opml = await screen.download('Export OPML');
      expect(opml.name).toMatch(/^stillframe-favourites-\d{4}-\d{2}-\d{2}\.opml$/);
      expect(opml.text).toContain(
        'xmlUrl="https://www.youtube.com/feeds/videos.xml?channel_id=UC3HCkVV2K2ovOaz3m7XF6NQ"',
      );
      const csv = await screen.download('Export CSV');
      expect(csv.name).toMatch(/\.csv$/);
      expect(csv.text.split('\r\n')[0]).toBe('Channel Id,Channel Url,Channel Title');
      expect(csv.text).toContain(
        'UC9TyeaHD5WFLQDwWKLV5-Mg,https://www.youtube.com/channel/UC9TyeaHD5WFLQDwWKLV5-Mg,Garden in Slow Motion',
      );
    });
  });
});

test.describe('the channel page', () => {
  test('searches within the channel, kept in the URL through reload and Back', async ({ browser }) => {
    await asPro(browser, async (page) => {
      await page.goto(`/channel/${TIDEPOOL}`);
      await expect(page.getByText(/40 videos/)).toBeVisible();
      await page.getByLabel('Search this channel').fill('octopus');
      await page.getByLabel('Search this channel').press('Enter');
      await expect(page).toHaveURL(/[?&]q=octopus/);
      const links = page.locator('a[href^="/watch/"]');
      // The channel's unfiltered videos stay on screen until the search's answer replaces them.
      await expect(links.filter({ hasText: /\S/ }).first()).toContainText(/octopus/i);
      for (const text of await links.allInnerTexts()) if (text.trim()) expect(text).toMatch(/octopus/i);
      await page.reload();
      await expect(page.getByLabel('Search this channel')).toHaveValue('octopus');
      await page.goBack();
      await expect(page).not.toHaveURL(/q=octopus/);
    });
  });

  test('orders oldest first and hides Shorts, both kept in the URL', async ({ browser }) => {
    await asPro(browser, async (page) => {
      await page.goto(`/channel/${TIDEPOOL}`);
      await page.getByLabel('Sort by').click();
      await page.locator('.ant-select-item-option', { hasText: 'Oldest first' }).click();
      await expect(page).toHaveURL(/order=oldest/);
      await expect(page.locator('a[href^="/watch/"]').first()).toContainText('Hermit Crabs Changing Shells');
      await page.getByLabel('Hide Shorts (3 min or less)').click();
      await expect(page).toHaveURL(/shorts=hide/);
      await page.reload();
      await expect(page.getByLabel('Hide Shorts (3 min or less)')).toBeChecked();
      // The box is checked from the URL at once; the videos arrive after it.
      await expect(page.locator('.sf-duration').first()).toBeVisible();
      const durations = await page.locator('.sf-duration').allInnerTexts();
      expect(durations.length).toBeGreaterThan(0);
      for (const duration of durations) {
        const parts = duration.split(':').map(Number);
        const seconds = parts.reduce((total, part) => total * 60 + part, 0);
        expect(seconds).toBeGreaterThan(180);
      }
    });
  });

  test('shows the about text, opened on demand', async ({ browser }) => {
    await asPro(browser, async (page) => {
      await page.goto(`/channel/${TIDEPOOL}`);
      await page.getByText('About this channel').click();
      await expect(page.getByText(/Marine life up close/)).toBeVisible();
    });
  });
});

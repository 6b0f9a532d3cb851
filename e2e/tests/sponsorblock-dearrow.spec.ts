import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { sharedFixture, type Fixture } from '../pages/screens.js';

// SponsorBlock and DeArrow as a Pro user, against the sandbox's stand-ins (infra/sandbox/src/sponsorblock):
// a sponsor read skipped with a toast whose Undo goes back, and a community title on a card with the
// original one click away. Screenshots (both themes, 1366 and 390 px) only with SCREENSHOTS=1.

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const folder = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

let fixture: Fixture;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  fixture = await sharedFixture(browser);
});

const clockSeconds = async (page: Page): Promise<number> => {
  const text = (await page.getByRole('timer').first().textContent()) ?? '';
  const parts = (text.match(/(\d+:)?\d+:\d{2}$/)?.[0] ?? '0:00').split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
};

async function proPage(browser: Browser, viewport = LAPTOP, theme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ storageState: fixture.states.pro, viewport });
  await context.addInitScript(`window.localStorage.setItem('theme', ${JSON.stringify(theme)})`);
  return { page: await context.newPage(), close: () => context.close() };
}

async function turnOnDeArrow(page: Page): Promise<void> {
  await page.goto('/settings');
  const deArrow = page.getByRole('switch', { name: 'Show community titles and thumbnails' });
  await deArrow.click();
  await expect(deArrow).toBeChecked();
}

async function search(page: Page, query: string): Promise<string[]> {
  await page.goto('/search');
  await page.getByPlaceholder('Search for videos...').fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('video-card').first()).toBeVisible();
  const hrefs = await page
    .getByTestId('video-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.split('/').pop() ?? '');
}

/** A result whose sponsor read starts early enough to be reached within seconds of playing. */
async function videoWithEarlySponsor(page: Page, ids: string[]) {
  for (const id of ids) {
    const answer = (await (await page.request.get(`/api/sponsorblock/segments/${id}`)).json()) as {
      segments: Array<{ category: string; actionType: string; start: number; end: number }>;
    };
    const sponsor = answer.segments.find(
      (s) => s.category === 'sponsor' && s.actionType === 'skip' && s.start < 15,
    );
    if (sponsor) return { id, sponsor };
  }
  throw new Error('no result with an early sponsor segment');
}

test('a sponsor is skipped with Undo, and a DeArrow title shows on a card with the original one click away', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, close } = await proPage(browser);
  try {
    await turnOnDeArrow(page);
    const ids = await search(page, 'forest walk');

    // A card with a community title: its toggle brings the original back, and again the community's.
    const branding = (await (await page.request.get(`/api/dearrow/branding/${ids.join(',')}`)).json()) as {
      items: Array<{ videoId: string; title: string | null }>;
    };
    const titled = branding.items.find((item) => item.title !== null);
    expect(titled).toBeDefined();
    const card = page
      .locator('.sf-video-card-frame')
      .filter({ has: page.locator(`a[href="/watch/${titled!.videoId}"]`) });
    const title = card.locator('.sf-video-title');
    await expect(title).toHaveText(titled!.title!);
    await card.getByRole('button', { name: 'Show original title' }).click();
    await expect(title).not.toHaveText(titled!.title!);
    await card.getByRole('button', { name: 'Show community title' }).click();
    await expect(title).toHaveText(titled!.title!);

    // The watch page: the sponsor drawn under the markers, skipped when reached, Undo goes back.
    const { id, sponsor } = await videoWithEarlySponsor(page, ids);
    await page.goto(`/watch/${id}`);
    await expect(page.locator('[data-player-status="ready"]')).toBeVisible();
    const strip = page.getByRole('list', { name: 'SponsorBlock segments' });
    await expect(
      strip.getByRole('listitem', { name: /^Sponsor from 0:\d\d to \d+:\d\d, skipped$/ }),
    ).toBeVisible();
    await page.keyboard.press('k');
    await expect(page.getByText('Skipped sponsor')).toBeVisible({ timeout: 25_000 });
    await expect.poll(() => clockSeconds(page)).toBeGreaterThanOrEqual(Math.floor(sponsor.end));
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => clockSeconds(page)).toBeLessThan(sponsor.start + 4);
    // Played on inside the segment it came back to, without skipping it again.
    await page.waitForTimeout(2500);
    const after = await clockSeconds(page);
    expect(after).toBeGreaterThanOrEqual(Math.floor(sponsor.start));
    expect(after).toBeLessThan(sponsor.end - 1);
  } finally {
    await close();
  }
});

test.describe('screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to write docs/screenshots/');
  for (const theme of ['light', 'dark'] as const)
    for (const [size, viewport] of Object.entries({ desktop: LAPTOP, phone: PHONE }))
      test(`screenshots of SponsorBlock and DeArrow, ${theme}, ${size}`, async ({ browser }) => {
        test.setTimeout(90_000);
        const { page, close } = await proPage(browser, viewport, theme);
        try {
          await turnOnDeArrow(page);
          await page.screenshot({ path: `${folder}sponsorblock-settings-${theme}-${size}.png` });
          const ids = await search(page, 'forest walk');
          await expect(page.getByRole('button', { name: /^Show original/ }).first()).toBeVisible();
          await page.screenshot({
            path: `${folder}dearrow-search-${theme}-${size}.png`,
            animations: 'disabled',
          });
          const { id } = await videoWithEarlySponsor(page, ids);
          await page.goto(`/watch/${id}`);
          await expect(page.getByRole('list', { name: 'SponsorBlock segments' })).toBeVisible();
          await expect(page.locator('[data-player-status="ready"]')).toBeVisible();
          await page.keyboard.press('k');
          await expect(page.getByText('Skipped sponsor')).toBeVisible({ timeout: 25_000 });
          await page.screenshot({
            path: `${folder}sponsorblock-watch-${theme}-${size}.png`,
            animations: 'disabled',
          });
        } finally {
          await close();
        }
      });
});

import { expect, test } from '@playwright/test';
import { ownProAccount, sharedFixture, type Fixture } from '../pages/screens.js';

// Phone-sized screens (390 × 844): layout faults that only show at that width.
const PHONE = { width: 390, height: 844 };
const LONG_TITLE = 'A very long video title that needs two or more lines on a phone — Slow Piano Practice';

let fixture: Fixture;
/** The note written here is this spec's own Pro user's (pages/screens.ts). */
let viewer: Awaited<ReturnType<typeof ownProAccount>>;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  [fixture, viewer] = await Promise.all([sharedFixture(browser), ownProAccount(browser, 'phone')]);
});

test("the channel screen's header and filters leave the first video in the upper part of the screen", async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: viewer, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`/channel/${fixture.channelId}`);
  const first = page.locator('a[href^="/watch/"]').first();
  await expect(first).toBeVisible();
  const top = (await first.boundingBox())!.y;
  expect(top).toBeLessThan(PHONE.height * 0.45);
  await context.close();
});

test("a notes group shows a two-line video title whole, clear of the group's edges", async ({ browser }) => {
  const context = await browser.newContext({ storageState: viewer, viewport: PHONE });
  const created = await context.request.post('/api/notes', {
    data: {
      note: 'Phone layout check',
      videoId: fixture.videoId,
      videoTitle: LONG_TITLE,
      videoThumbnailUrl: '',
      timestamp: 1,
      isEncrypted: false,
    },
  });
  expect(created.status()).toBe(201);
  const page = await context.newPage();
  await page.goto('/notes');
  const title = page.getByRole('link', { name: LONG_TITLE }).first();
  await expect(title).toBeVisible();
  const group = page.locator('.sf-note-group').filter({ has: title });
  const [titleBox, groupBox] = [(await title.boundingBox())!, (await group.boundingBox())!];
  expect(titleBox.height).toBeGreaterThan(30); // two lines or more at this width
  // Within the screen and within its group, above the divider, as a one-line title is.
  expect(titleBox.x).toBeGreaterThanOrEqual(0);
  expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(PHONE.width);
  expect(titleBox.y - groupBox.y).toBeGreaterThanOrEqual(8);
  expect(titleBox.y + titleBox.height).toBeLessThanOrEqual(groupBox.y + groupBox.height);
  const clipped = await group
    .locator('.sf-note-group-title')
    .evaluate((element) => element.scrollHeight > element.clientHeight);
  expect(clipped).toBe(false);
  await context.request.delete(`/api/notes/${(await created.json()).id}`);
  await context.close();
});

test('the favourites page shows which files it imports, wrapped within a phone and shown on a laptop', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: viewer, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/favorites');
  const formats = page.getByText(/^Reads Google Takeout/);
  await expect(formats).toBeVisible();
  // Polled: while the header's signed-in controls load, the page may be wider for a moment.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(formats).toBeVisible();
  await context.close();
});

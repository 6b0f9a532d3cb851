import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { routes } from '@stillframe/contracts';
import { PlaylistsScreen, rowVideoIds, videoRows } from '../pages/playlists-pages.js';
import { answerTo } from '../pages/route-answers.js';
import { sharedFixture, type Fixture } from '../pages/screens.js';

// Watch later and playlists for a Pro user: one click on a card, a named playlist, a Takeout import,
// reordering by keyboard and playing in order with the end panel offering the next video.
let fixture: Fixture;
test.beforeAll(async ({ browser }) => {
  // The first spec of a run makes the fixture's accounts through the app: minutes on a loaded machine.
  test.setTimeout(300_000);
  fixture = await sharedFixture(browser);
});

const LAPTOP = { width: 1366, height: 900 };

/** A channel of the demo catalogue with more than a page of uploads. */
const DEMO_CHANNEL = 'UCqgr3X5X-cgM-liYkcFrPfA';

/** The first three uploads of the demo channel, as its cards show them. */
async function channelVideoIds(page: Page): Promise<string[]> {
  await page.goto(`/channel/${DEMO_CHANNEL}`);
  const links = page.getByTestId('video-card');
  await expect(links.first()).toBeVisible({ timeout: 30_000 });
  const hrefs = await links.evaluateAll((cards) =>
    cards.slice(0, 3).map((card) => card.getAttribute('href') ?? ''),
  );
  return hrefs.map((href) => href.replace('/watch/', ''));
}

/** A Google Takeout playlist file of these videos, named as Takeout names it. */
function takeoutFile(title: string, ids: string[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'sf-takeout-')), `${title}-videos.csv`);
  const rows = ids.map((id, n) => `${id},2024-03-0${n + 1}T10:00:00+00:00`);
  writeFileSync(file, `Video ID,Playlist Video Creation Timestamp\n${rows.join('\n')}\n\n\n`);
  return file;
}

test('Watch later from a card, a new playlist, a Takeout import, keyboard reordering and playing in order', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ storageState: fixture.states.pro, viewport: LAPTOP });
  const page = await context.newPage();
  const playlists = new PlaylistsScreen(page);

  // One click on a card saves its video to Watch later.
  const ids = await channelVideoIds(page);
  // The button beside the first card (a sibling of its link, never inside it).
  const firstCard = page.getByTestId('video-card').first();
  expect(await firstCard.getAttribute('href')).toBe(`/watch/${ids[0]}`);
  await firstCard.locator('xpath=following-sibling::button[1]').click();
  await expect(
    page.getByText('Saved to Watch later').or(page.getByText('Already in Watch later')),
  ).toBeVisible();
  await playlists.open();
  await page.getByRole('link', { name: 'Watch later' }).click();
  await expect(videoRows(page).first()).toBeVisible();
  expect(await rowVideoIds(page)).toContain(ids[0]);

  // A named playlist, made on the Playlists screen.
  await playlists.open();
  const roadTrip = `Road trip ${Date.now()}`;
  await playlists.create(roadTrip);

  // A Takeout CSV: previewed with the catalog's titles, then imported as a playlist in the file's order.
  const title = `Piano practice ${Date.now()}`;
  await playlists.choose(takeoutFile(title, ids));
  await expect(playlists.preview().getByText(title, { exact: true })).toBeVisible();
  await expect(playlists.preview().getByText('3 videos as a new playlist')).toBeVisible();
  await playlists.preview().getByRole('button', { name: 'Import 1 playlist' }).click();
  await expect(page.getByText('Imported 1 playlist (3 videos)')).toBeVisible();
  await playlists.list().getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect.poll(() => rowVideoIds(page)).toEqual(ids);

  // Reordering by keyboard: Space picks the first video up, ArrowDown moves it, Space drops it.
  const handle = videoRows(page)
    .first()
    .getByRole('button', { name: /^Move / });
  await handle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  // The drop saves the move: the reload waits for its answer (on a busy machine a run once found the
  // old order after a reload made at the announcement).
  const playlistId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const moved = answerTo(page, routes.playlists.moveItem, { id: playlistId, videoId: ids[0]! });
  await page.keyboard.press('Space');
  await expect(page.getByTestId('reorder-announcement')).toHaveText(/dropped at position 2 of 3/);
  expect((await moved).ok()).toBe(true);
  const reordered = [ids[1], ids[0], ids[2]];
  await page.reload();
  await expect.poll(() => rowVideoIds(page)).toEqual(reordered);

  // Play all opens the first video in the playlist; at its end, the panel offers the next one.
  await page.getByRole('button', { name: 'Play all' }).click();
  await expect(page).toHaveURL(new RegExp(`/watch/${reordered[0]}\\?list=`));
  await page.goto(`${page.url()}&t=99999`);
  await expect(page.locator('[data-player-status="ready"]')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('k');
  const panel = page.getByRole('region', { name: 'The video has ended' });
  await expect(panel.getByRole('heading', { name: `Next in ${title}` })).toBeVisible();
  await panel.getByRole('button', { name: 'Play next' }).click();
  await expect(page).toHaveURL(new RegExp(`/watch/${reordered[1]}\\?list=`));
  await context.close();
});

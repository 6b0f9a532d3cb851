import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ownProAccount, sharedFixture, type Fixture } from '../pages/screens.js';

// The watch page of a Pro user: notes beside the player, shortcuts, note markers, chapter and video
// links in the description, the end panel and resuming where the viewer left off.
const LAPTOP = { width: 1366, height: 768 };
const CHAPTER = /^\d{1,2}:\d{2}(?::\d{2})? \S/m;
const TIMED_LINK = /https:\/\/youtu\.be\/([A-Za-z0-9_-]{11})\?t=(\d+)/;

interface DemoVideo {
  id: string;
  description: string;
  duration: string;
}

let fixture: Fixture;
/** The notes and positions written here are this spec's own Pro user's (pages/screens.ts). */
let viewer: Awaited<ReturnType<typeof ownProAccount>>;
let chaptered: DemoVideo;

/** A demo video whose description has chapters and a youtu.be link with a start time. */
async function findChapteredVideo(context: BrowserContext): Promise<DemoVideo> {
  for (const q of ['piano', 'guitar', 'yoga', 'nature', 'cooking', 'history']) {
    for (const videoDuration of ['medium', 'long']) {
      // By relevance the sample catalogue's videos (chapters, timed links) lead; by date the ones made up
      // for the query do.
      const search = await context.request.get(
        `/api/youtube/search?q=${q}&videoDuration=${videoDuration}&order=relevance`,
      );
      if (!search.ok()) continue;
      const ids = ((await search.json()).items as Array<{ id: { videoId: string } }>).map(
        (i) => i.id.videoId,
      );
      if (ids.length === 0) continue;
      const details = await context.request.get(`/api/youtube/videos/${ids.join(',')}`);
      const videos = (await details.json()).items as Array<{
        id: string;
        snippet: { description: string };
        contentDetails: { duration: string };
      }>;
      const found = videos.find(
        (video) => CHAPTER.test(video.snippet.description) && TIMED_LINK.test(video.snippet.description),
      );
      if (found)
        return {
          id: found.id,
          description: found.snippet.description,
          duration: found.contentDetails.duration,
        };
    }
  }
  throw new Error('no demo video with chapters and a timed youtu.be link');
}

const clockSeconds = async (page: Page): Promise<number> => {
  const text = (await page.getByRole('timer').first().textContent()) ?? '';
  const parts = (text.match(/(\d+:)?\d+:\d{2}$/)?.[0] ?? '0:00').split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
};

const openWatch = async (context: BrowserContext, path: string): Promise<Page> => {
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.locator('[data-player-status="ready"]')).toBeVisible({ timeout: 30_000 });
  return page;
};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  [fixture, viewer] = await Promise.all([sharedFixture(browser), ownProAccount(browser, 'watch')]);
  const context = await browser.newContext({ storageState: viewer });
  chaptered = await findChapteredVideo(context);
  await context.close();
});

test.describe('watching with notes', () => {
  let context: BrowserContext;
  test.beforeEach(async ({ browser }) => {
    context = await browser.newContext({ storageState: viewer, viewport: LAPTOP });
  });
  test.afterEach(() => context.close());

  test('on a 1366 x 768 laptop the notes sit beside the player and Take Note is above the fold', async () => {
    const page = await openWatch(context, `/watch/${chaptered.id}`);
    const player = await page.locator('.sf-player').boundingBox();
    const notes = await page.getByRole('complementary', { name: 'Notes' }).boundingBox();
    const takeNote = await page.getByRole('button', { name: /Take Note/ }).boundingBox();
    expect(player && notes && takeNote).toBeTruthy();
    expect(notes!.x).toBeGreaterThanOrEqual(player!.x + player!.width);
    expect(notes!.y).toBeLessThan(player!.y + player!.height);
    expect(takeNote!.y + takeNote!.height).toBeLessThanOrEqual(LAPTOP.height);
  });

  test('from 1440 px the header spans the watch page: the logo is over the player', async () => {
    const page = await openWatch(context, `/watch/${chaptered.id}`);
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 1920, height: 1080 },
      { width: 1920, height: 720 },
    ]) {
      await page.setViewportSize(viewport);
      await expect(async () => {
        const logo = await page.getByRole('link', { name: 'Stillframe home' }).boundingBox();
        const player = await page.locator('.sf-player').boundingBox();
        expect(Math.abs(logo!.x - player!.x)).toBeLessThanOrEqual(1);
      }).toPass({ timeout: 5_000 });
    }
  });

  test('N takes a note at the current time; its marker seeks there', async () => {
    const page = await openWatch(context, `/watch/${chaptered.id}`);
    // L moves 10 s ahead three times: the note is taken at 0:30.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('l');
    await expect.poll(() => clockSeconds(page)).toBe(30);
    await page.keyboard.press('n');
    const dialog = page.getByRole('dialog').filter({ hasText: 'Take a Note' });
    await expect(dialog.getByText(/At 0:30 in/)).toBeVisible();
    // Typing in the note fires no shortcut.
    await dialog.getByRole('textbox').fill('');
    await dialog.getByRole('textbox').pressSequentially('Taken with n, j and ?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
    await dialog.getByRole('button', { name: /Save/ }).click();
    await expect(dialog).toBeHidden();

    // One marker per note, or one for notes close together ("2 notes from 0:30") after an earlier run.
    const marker = page
      .getByRole('group', { name: 'Note markers' })
      .getByRole('button', { name: /^(Note at 0:30: Taken with n, j and \?|\d+ notes from 0:30)$/ });
    await expect(marker).toBeVisible();
    // The video plays on once the note is saved; K pauses it, J twice goes back 20 s.
    const player = page.locator('.sf-player');
    await expect(player).toHaveAttribute('data-playback', 'playing');
    await page.keyboard.press('k');
    await expect(player).toHaveAttribute('data-playback', 'paused');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect.poll(() => clockSeconds(page)).toBeLessThan(25);
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => clockSeconds(page)).toBe(30);
  });

  test('? lists the shortcuts', async () => {
    const page = await openWatch(context, `/watch/${chaptered.id}`);
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog.getByText('Pause and take a note at the current time')).toBeVisible();
    await expect(dialog.getByText('Take a note at the current time without pausing')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a chapter time in the description seeks the player there', async () => {
    const page = await openWatch(context, `/watch/${chaptered.id}`);
    const line = chaptered.description.split('\n').filter((l) => CHAPTER.test(l))[1] ?? '';
    const time = line.split(' ')[0] ?? '';
    const seconds = time
      .split(':')
      .map(Number)
      .reduce((total, part) => total * 60 + part, 0);
    await page
      .getByRole('link', { name: `Play from ${time}` })
      .first()
      .click();
    await expect.poll(() => clockSeconds(page)).toBeGreaterThanOrEqual(seconds);
    expect(await clockSeconds(page)).toBeLessThan(seconds + 10);
  });

  test('a YouTube link in the description opens inside Stillframe at its start time', async () => {
    const page = await openWatch(context, `/watch/${chaptered.id}`);
    const [link, id, start] = TIMED_LINK.exec(chaptered.description) ?? [];
    await page.getByRole('link', { name: link }).first().click();
    await expect(page).toHaveURL(new RegExp(`/watch/${id}\\?t=${start}$`));
    await expect(page.locator('.sf-player iframe')).toHaveAttribute('src', new RegExp(`start=${start}`));
    // The player starts there (or at the end of a video shorter than that).
    await expect.poll(() => clockSeconds(page)).toBeGreaterThan(0);
  });

  test("the end of the video shows Stillframe's own panel: replay, notes, the channel's next upload", async () => {
    const page = await openWatch(context, `/watch/${chaptered.id}?t=99999`);
    await page.keyboard.press('k');
    const panel = page.getByRole('region', { name: 'The video has ended' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(/Next from this channel/)).toBeVisible();
    await expect(
      panel.getByText("This is the channel's latest upload.").or(panel.locator('a[href^="/watch/"]')),
    ).toBeVisible();
    // The panel covers the player's whole area.
    const covered = await panel.boundingBox();
    const player = await page.locator('.sf-player').boundingBox();
    expect(covered).toEqual(player);
    // Opaque, so nothing of the poster shows through; its heading takes focus for screen readers,
    // drawn without a focus box (K, a key, opened it: a box would show were it not kept off).
    expect(await panel.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(12, 12, 16)',
    );
    const heading = panel.getByRole('heading', { name: 'The video has ended' });
    await expect(heading).toBeFocused();
    expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
    await panel.getByRole('button', { name: 'Replay' }).click();
    await expect(panel).toBeHidden();
    await expect(page.locator('.sf-player')).toHaveAttribute('data-playback', 'playing');
  });

  test('leaving mid-video offers to resume there after a reload, and Start over forgets it', async () => {
    // The fixture's video: this spec's user has no position on it yet (the chaptered one is played above).
    const page = await openWatch(context, `/watch/${fixture.videoId}`);
    await expect(page.getByRole('button', { name: /Resume at/ })).toHaveCount(0);
    await page.keyboard.press('k');
    await expect(page.locator('.sf-player')).toHaveAttribute('data-playback', 'playing');
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('l');
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/library/positions/') && response.request().method() === 'PUT',
    );
    await page.keyboard.press('k');
    expect((await saved).status()).toBe(200);
    // The clock reads the player once a second.
    await expect.poll(() => clockSeconds(page)).toBeGreaterThanOrEqual(60);
    const at = await clockSeconds(page);

    await page.reload();
    const resume = page.getByRole('button', { name: /^Resume at \d+:\d{2}$/ });
    await expect(resume).toBeVisible();
    const offered = ((await resume.textContent()) ?? '').replace('Resume at ', '').split(':').map(Number);
    expect(Math.abs((offered[0] ?? 0) * 60 + (offered[1] ?? 0) - at)).toBeLessThanOrEqual(2);
    await expect(page.locator('[data-player-status="ready"]')).toBeVisible();
    await resume.click();
    await expect.poll(() => clockSeconds(page)).toBeGreaterThanOrEqual(at - 2);
    await page.keyboard.press('k');

    await page.reload();
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(page.getByRole('button', { name: /Resume at/ })).toHaveCount(0);
    await page.reload();
    await expect(page.locator('[data-player-status="ready"]')).toBeVisible();
    await expect(page.getByRole('button', { name: /Resume at/ })).toHaveCount(0);
  });
});

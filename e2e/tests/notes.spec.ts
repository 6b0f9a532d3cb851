import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { AuthScreen, takeNote, uniqueEmail, watchFirstResult } from '../pages/app-pages.js';
import { payForPro } from '../pages/billing-pages.js';

// The notes library (issue 14, items 3 and 4): search over regular and unlocked encrypted notes,
// Markdown export, backup and import on another account, and a share link opened by a stranger.
const PASSWORD = 'a long test password';
const REGULAR = 'Remember the fingering in this part';
const SECRET = 'A private thought about photosynthesis';

async function proAccount(browser: Browser, label: string): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await new AuthScreen(page).createAccount(uniqueEmail(label), PASSWORD);
  await payForPro(page.request);
  return page;
}

async function unlock(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Unlock' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Unlock Encrypted Notes' });
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByLabel('Password').press('Enter');
  await expect(dialog).toBeHidden();
}

test.describe.serial('the notes library', () => {
  let owner: Page;
  let videoId = '';

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    owner = await proAccount(browser, 'notes-owner');
    videoId = await watchFirstResult(owner, 'piano');
    await takeNote(owner, REGULAR);
    await takeNote(owner, SECRET, PASSWORD);
  });
  test.afterAll(() => owner.context().close());

  test('searches notes, the encrypted one after unlock, and a hit opens the video at its time', async () => {
    await owner.goto('/notes');
    await expect(owner.getByText('One encrypted note is locked.')).toBeVisible();
    const search = owner.getByRole('searchbox', { name: 'Search notes' });
    await search.fill('fingring');
    await expect(owner.locator('mark', { hasText: 'fingering' })).toBeVisible();
    await search.fill('photosynth');
    await expect(owner.getByText('No matching notes')).toBeVisible();

    await unlock(owner);
    await expect(owner.locator('mark', { hasText: 'photosynthesis' })).toBeVisible();
    // The channel filter knows the video's channel (kept with the note, encrypted for this one).
    await owner.getByRole('combobox', { name: 'Filter by channel' }).click();
    await expect(owner.locator('.ant-select-item-option').first()).not.toHaveText('Unknown channel');
    await owner.keyboard.press('Escape');

    const row = owner.locator('.sf-note-row', { hasText: SECRET });
    await row.getByRole('link', { name: /^Open at / }).click();
    await expect(owner).toHaveURL(new RegExp(`/watch/${videoId}(\\?t=\\d+)?$`));
  });

  test('exports Markdown with front matter per video and youtu.be time links', async () => {
    await owner.goto('/notes');
    await owner.getByRole('button', { name: /Export Notes/ }).click();
    const download = owner.waitForEvent('download');
    await owner.getByRole('menuitem', { name: 'Markdown (.md)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^video-notes-\d{4}-\d{2}-\d{2}\.md$/);
    const markdown = readFileSync((await file.path())!, 'utf8');
    expect(markdown).toMatch(/^---\ntitle: ".+"\nchannel: ".+"\n/);
    expect(markdown).toContain(`video_id: "${videoId}"`);
    expect(markdown).toMatch(
      new RegExp(`- \\[\\d+:\\d{2}\\]\\(https://youtu\\.be/${videoId}\\?t=\\d+\\) Remember`),
    );
    // Regular notes only.
    expect(markdown).not.toContain('photosynthesis');
  });

  test('backs up every note and imports the backup on another account, once', async ({ browser }) => {
    await owner.goto('/notes');
    await unlock(owner);
    await expect(owner.getByText(SECRET)).toBeVisible();
    await owner.getByRole('button', { name: /Export Notes/ }).click();
    const download = owner.waitForEvent('download');
    await owner.getByRole('menuitem', { name: 'Backup of all notes (.json)' }).click();
    const backupPath = (await (await download).path())!;
    const backup = JSON.parse(readFileSync(backupPath, 'utf8'));
    expect(backup).toMatchObject({ format: 'stillframe-notes-backup', version: 1 });
    expect(backup.notes.map((note: { note: string }) => note.note).sort()).toEqual([SECRET, REGULAR]);

    const other = await proAccount(browser, 'notes-importer');
    try {
      await other.goto('/notes');
      await expect(other.getByText('No notes yet')).toBeVisible();
      await other.getByLabel('Backup file to import').setInputFiles(backupPath);
      // The backup holds an encrypted note: it is encrypted again under this account's key.
      const prompt = other.getByRole('dialog').filter({ hasText: 'Enable Encryption' });
      await prompt.getByLabel('Password').fill(PASSWORD);
      await prompt.getByLabel('Password').press('Enter');
      const preview = other.getByRole('dialog').filter({ hasText: 'Import notes' });
      await expect(preview).toContainText('2 notes will be added (1 of them encrypted in this browser)');
      await preview.getByRole('button', { name: 'Import 2 notes' }).click();
      await expect(other.getByText('2 added, 0 skipped as already in your notes.')).toBeVisible();
      await expect(other.getByText(SECRET)).toBeVisible();
      await expect(other.locator('.sf-note-row .sf-note-lock')).toHaveCount(1);

      // The same file again adds nothing.
      await other.getByLabel('Backup file to import').setInputFiles(backupPath);
      const again = other.getByRole('dialog').filter({ hasText: 'Import notes' });
      await expect(again).toContainText('2 notes will be skipped');
      await expect(again.getByRole('button', { name: 'Nothing to import' })).toBeDisabled();
    } finally {
      await other.context().close();
    }
  });

  test('shares the regular notes with a stranger, never the encrypted one, until revoked', async ({
    browser,
  }) => {
    await owner.goto('/notes');
    await owner.getByRole('button', { name: /^Share notes on / }).click();
    const dialog = owner.getByRole('dialog').filter({ hasText: 'Share these notes' });
    const linkBox = dialog.getByLabel('Share link');
    await expect(linkBox).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
    const link = await linkBox.inputValue();

    const stranger = await (await browser.newContext()).newPage();
    try {
      await stranger.goto(link);
      await expect(stranger.getByText(REGULAR)).toBeVisible();
      await expect(stranger.getByText('Shared notes')).toBeVisible();
      // The video as a card from the catalog: its thumbnail, title, channel and date.
      const card = stranger.locator('.sf-shared-video');
      await expect(card.locator(`img[src*="${videoId}"]`)).toBeVisible();
      await expect(card.getByRole('heading', { level: 1 }).getByRole('link')).toHaveAttribute(
        'href',
        `/watch/${videoId}`,
      );
      await expect(card.locator('a[href^="/channel/"]')).toBeVisible();
      await expect(card.getByText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
      await expect(stranger.getByText('photosynthesis')).toHaveCount(0);
      await expect(stranger.getByRole('link', { name: /^Open at / }).first()).toHaveAttribute(
        'href',
        new RegExp(`^/watch/${videoId}`),
      );

      await dialog.getByRole('button', { name: 'Revoke link' }).click();
      await expect(owner.getByText('Share link revoked')).toBeVisible();
      await stranger.reload();
      await expect(stranger.getByText('This share link was revoked or never existed')).toBeVisible();
    } finally {
      await stranger.context().close();
    }
  });
});

import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { openScreen, SCREENS, sharedFixture, type Fixture, type Theme } from '../pages/screens.js';

// The notes library's screens (search, share dialog, shared page, revoked link), in both themes, on
// a laptop and a phone, written to docs/screenshots/. Run with SCREENSHOTS=1.
const NOTES_SCREENS = ['notes', 'notes-search', 'notes-share', 'shared-notes-gone'];
const SIZES = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };
const THEMES: Theme[] = ['light', 'dark'];
const folder = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to write docs/screenshots/');

let fixture: Fixture;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  fixture = await sharedFixture(browser);
  mkdirSync(folder, { recursive: true });
});

for (const screen of SCREENS.filter((candidate) => NOTES_SCREENS.includes(candidate.name)))
  for (const theme of THEMES)
    for (const [size, viewport] of Object.entries(SIZES))
      test(`screenshot of ${screen.name}, ${theme}, ${size}`, async ({ browser }) => {
        const { page, close } = await openScreen(browser, fixture, screen, theme, viewport);
        try {
          await page.screenshot({
            path: `${folder}${screen.name}-${theme}-${size}.png`,
            animations: 'disabled',
          });
        } finally {
          await close();
        }
      });

for (const theme of THEMES)
  for (const [size, viewport] of Object.entries(SIZES))
    test(`screenshot of shared-notes, ${theme}, ${size}`, async ({ browser }) => {
      const owner = await browser.newContext({ storageState: fixture.states.pro });
      const created = await owner.request.post('/api/note-shares', { data: { videoId: fixture.videoId } });
      expect(created.ok()).toBe(true);
      const { token } = (await created.json()) as { token: string };
      await owner.close();
      const visitor = await browser.newContext({ viewport });
      try {
        await visitor.addInitScript(`window.localStorage.setItem('theme', ${JSON.stringify(theme)})`);
        const page = await visitor.newPage();
        await page.goto(`/shared/${token}`);
        await expect(page.getByText('Shared notes')).toBeVisible();
        await page.screenshot({ path: `${folder}shared-notes-${theme}-${size}.png`, animations: 'disabled' });
      } finally {
        await visitor.close();
      }
    });

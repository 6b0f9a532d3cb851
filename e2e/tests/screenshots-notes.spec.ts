import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Theme } from '../pages/screens.js';
import { LAPTOP_AND_PHONE, screenshotTests } from '../pages/screenshots.js';

// The notes library's screens (search, share dialog, shared page, revoked link), in both themes, on
// a laptop and a phone, written to docs/screenshots/. Run with SCREENSHOTS=1.
const NOTES_SCREENS = ['notes', 'notes-search', 'notes-share', 'shared-notes-gone'];
const THEMES: Theme[] = ['light', 'dark'];
const folder = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const fixtureOf = screenshotTests(NOTES_SCREENS);

for (const theme of THEMES)
  for (const [size, viewport] of Object.entries(LAPTOP_AND_PHONE))
    test(`screenshot of shared-notes, ${theme}, ${size}`, async ({ browser }) => {
      const owner = await browser.newContext({ storageState: fixtureOf().states.pro });
      const created = await owner.request.post('/api/note-shares', {
        data: { videoId: fixtureOf().videoId },
      });
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

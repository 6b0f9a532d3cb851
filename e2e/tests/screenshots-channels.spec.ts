import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { openScreen, SCREENS, sharedFixture, type Fixture } from '../pages/screens.js';

// The favourites import preview and the channel page's search, order, Shorts toggle and about text, in
// both themes, on a laptop and a phone, written to docs/screenshots/. Run with SCREENSHOTS=1.
const AFFECTED = ['favorites-import', 'channel-search'];
const SIZES = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } };
const folder = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to write docs/screenshots/');

let fixture: Fixture;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  fixture = await sharedFixture(browser);
  mkdirSync(folder, { recursive: true });
});

for (const screen of SCREENS.filter((candidate) => AFFECTED.includes(candidate.name)))
  for (const theme of ['light', 'dark'] as const)
    for (const [size, viewport] of Object.entries(SIZES))
      test(`screenshot of ${screen.name}, ${theme}, ${size}`, async ({ browser }) => {
        const { page, close } = await openScreen(browser, fixture, screen, theme, viewport);
        try {
          await page.screenshot({
            path: `${folder}${screen.name}-${theme}-${size}.png`,
            animations: 'disabled',
            fullPage: false,
          });
        } finally {
          await close();
        }
      });

import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { openScreen, SCREENS, sharedFixture, type Fixture } from './screens.js';

type Viewport = { width: number; height: number };

/** The sizes most screens are shown at: a laptop and a phone. */
export const LAPTOP_AND_PHONE: Record<string, Viewport> = {
  desktop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
};

const folder = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

/**
 * One test per screen, theme and size, writing `docs/screenshots/{screen}-{theme}-{size}.png` (viewport
 * only, to keep the files small); skipped unless SCREENSHOTS=1.
 */
export function screenshotTests(
  names: readonly string[],
  sizes: Record<string, Viewport> = LAPTOP_AND_PHONE,
): () => Fixture {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to write docs/screenshots/');

  let fixture: Fixture;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    fixture = await sharedFixture(browser);
    mkdirSync(folder, { recursive: true });
  });

  for (const screen of SCREENS.filter((candidate) => names.includes(candidate.name)))
    for (const theme of ['light', 'dark'] as const)
      for (const [size, viewport] of Object.entries(sizes))
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
  // For a spec's own screenshots beyond the listed screens, after beforeAll.
  return () => fixture;
}

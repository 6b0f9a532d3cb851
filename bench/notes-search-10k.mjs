// The notes search with 10,000 notes in Chromium (2,000 of them encrypted, unlocked first, so the
// index holds their decrypted text): how long the in-browser index takes to build, each query takes
// in the index, and a typed query takes to show its highlighted results on the screen. The app's own
// User Timing entries `stillframe:notes-index` and `stillframe:notes-search` give the first two.
//
//   npm run build && npm run bench -- notes-search
//   BASE_URL=http://localhost:8080 SANDBOX_STRIPE_URL=http://127.0.0.1:... node bench/notes-search-10k.mjs
//
// Without BASE_URL the whole stack is started as `npm start` does. NOTES (10000), ENCRYPTED (2000),
// ROUNDS (3), CHROMIUM_PATH (/usr/bin/chromium). Playwright comes with the e2e workspace.
import { chromium } from '@playwright/test';
import { percentile, ms, table } from './support.mjs';
import { PASSWORD, openAndUnlockNotes, proUser, stack } from './lib/pro-user.mjs';
import { seedInPage } from './lib/seed-notes.mjs';

const NOTES = Number(process.env.NOTES ?? 10_000);
const ENCRYPTED = Number(process.env.ENCRYPTED ?? 2_000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
/** Whole word (1 note in 97), prefix, misspelt (fuzzy), two words, and a word in encrypted notes only. */
const QUERIES = ['photosynthesis', 'keys', 'photosinthesis', 'bench keyset', 'topic3x'];

/** Runs in the page: from now until the list shows a highlighted hit (or says nothing matches). */
function watchResults() {
  const start = performance.now();
  return new Promise((resolve) => {
    const done = () =>
      document.querySelector('mark.sf-note-mark') || document.body.textContent.includes('No matching notes');
    const observer = new MutationObserver(() =>
      requestAnimationFrame(() => {
        if (!done()) return;
        observer.disconnect();
        resolve(performance.now() - start);
      }),
    );
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

const entries = (page, name) =>
  page.evaluate((entry) => performance.getEntriesByName(entry).map((e) => e.duration), name);

const running = await stack();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await proUser(page, running.url, running.stripe);
  await page.goto(`${running.url}/`);
  const seedStart = performance.now();
  await page.evaluate(seedInPage, { password: PASSWORD, encrypted: ENCRYPTED, regular: NOTES - ENCRYPTED });
  console.log(`seeded ${NOTES} notes (${ENCRYPTED} encrypted) in ${ms(performance.now() - seedStart)}`);

  const builds = [];
  const searches = [];
  const screens = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    await (
      await openAndUnlockNotes(page, running.url)
    )();
    await page.waitForFunction(() => performance.getEntriesByName('stillframe:notes-decrypted').length > 0);
    const box = page.getByRole('searchbox', { name: 'Search notes' });
    for (const query of QUERIES) {
      await box.fill('');
      const shown = page.evaluate(watchResults);
      await box.fill(query);
      screens.push(await shown);
    }
    builds.push(...(await entries(page, 'stillframe:notes-index')));
    searches.push(...(await entries(page, 'stillframe:notes-search')));
  }
  table([
    {
      notes: NOTES,
      encrypted: ENCRYPTED,
      rounds: ROUNDS,
      'index build p50': ms(percentile(builds, 50)),
      'index build max': ms(Math.max(...builds)),
      'query p50': ms(percentile(searches, 50)),
      'query p95': ms(percentile(searches, 95)),
      'typed → on screen p50': ms(percentile(screens, 50)),
      'typed → on screen p95': ms(percentile(screens, 95)),
    },
  ]);
} finally {
  await browser.close();
  await running.stop();
}

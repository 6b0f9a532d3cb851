// 1,000 encrypted notes on the notes screen, in Chromium: from the moment the note key is derived
// (the app's `stillframe:note-key-ready` User Timing mark, set when Unlock has the key) to every
// note in the viewport showing its decrypted text. Also prints how many note cards are in the DOM.
//
//   npm run build && npm run bench -- notes-decrypt
//   BASE_URL=http://localhost:8080 SANDBOX_STRIPE_URL=http://127.0.0.1:... node bench/notes-decrypt-1000.mjs
//
// Without BASE_URL the whole stack is started as `npm start` does (rate limits raised so that the
// seeding is not throttled). The notes are seeded through the API for a new Pro user (paid with the
// Stripe sandbox's test card), encrypted in the page with WebCrypto exactly as the app does: PBKDF2
// wrapping key from the password and the account's salt, a random AES-GCM 256 note key stored wrapped,
// every field under the note key with its own IV. NOTES (1000), ROUNDS (3), CHROMIUM_PATH
// (/usr/bin/chromium). Playwright comes with the e2e workspace.
// seedInPage and watchRendered run in the page (page.evaluate): their browser globals are declared for
// lint in .oxlintrc.json.
import { chromium } from '@playwright/test';
import { percentile, ms, table } from './support.mjs';
import { PASSWORD, openAndUnlockNotes, proUser, stack } from './lib/pro-user.mjs';
import { seedInPage } from './lib/seed-notes.mjs';

const NOTES = Number(process.env.NOTES ?? 1000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const LOCKED_TEXT = 'This note is encrypted. Unlock your notes to read it.';

/** Runs in the page before Unlock: resolves when every note card in the viewport shows decrypted text. */
function watchRendered({ lockedText }) {
  return new Promise((resolve) => {
    const done = () => {
      // Group headings are list items too: only the note rows count.
      const cards = [...document.querySelectorAll('[role="listitem"]')].filter((item) =>
        item.querySelector('.sf-note-row'),
      );
      const visible = cards.filter((card) => {
        const box = card.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      });
      if (visible.length === 0 || visible.some((card) => card.textContent.includes(lockedText))) return false;
      return visible.every((card) => card.textContent.includes('Bench note'));
    };
    const check = () => {
      if (!done()) return;
      observer.disconnect();
      const [mark] = performance.getEntriesByName('stillframe:note-key-ready');
      resolve({
        ms: performance.now() - mark.startTime,
        cards: document.querySelectorAll('[role="listitem"]').length,
      });
    };
    const observer = new MutationObserver(() => requestAnimationFrame(check));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

const running = await stack();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const email = await proUser(page, running.url, running.stripe);
  await page.goto(`${running.url}/`);
  const seedStart = performance.now();
  await page.evaluate(seedInPage, { password: PASSWORD, encrypted: NOTES, regular: 0 });
  console.log(`seeded ${NOTES} encrypted notes for ${email} in ${ms(performance.now() - seedStart)}`);

  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // A fresh load: the note key lives in memory only, so every round starts locked.
    const unlock = await openAndUnlockNotes(page, running.url);
    const rendered = page.evaluate(watchRendered, { lockedText: LOCKED_TEXT });
    await unlock();
    rounds.push(await rendered);
  }
  const times = rounds.map((round) => round.ms);
  table([
    {
      notes: NOTES,
      rounds: ROUNDS,
      'key → rendered p50': ms(percentile(times, 50)),
      max: ms(Math.max(...times)),
      'cards in DOM': rounds[0].cards,
      goal: '< 1000 ms',
    },
  ]);
} finally {
  await browser.close();
  await running.stop();
}

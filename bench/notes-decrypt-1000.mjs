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
// seedInPage and watchRendered run in the page (page.evaluate), where these are the browser's own.
/* global crypto, TextEncoder, btoa, atob, document, window, MutationObserver, requestAnimationFrame */
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { percentile, ms, table } from './support.mjs';

const NOTES = Number(process.env.NOTES ?? 1000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PASSWORD = 'a long bench password';
const LOCKED_TEXT = 'This note is encrypted. Unlock your notes to read it.';

async function stack() {
  if (process.env.BASE_URL)
    return { url: process.env.BASE_URL, stripe: process.env.SANDBOX_STRIPE_URL, stop: async () => {} };
  const { startStack } = await import('../infra/launcher/dist/stack.js');
  const { freePort } = await import('../infra/launcher/dist/system.js');
  process.env.RATE_LIMIT_DEFAULT_PER_MINUTE ??= '100000';
  const dataDir = mkdtempSync(join(tmpdir(), 'stillframe-bench-'));
  chmodSync(dataDir, 0o755);
  const started = await startStack({ port: await freePort(), dataDir, logLevel: 'warn' });
  return {
    url: started.url,
    stripe: started.sandboxes?.stripe.url,
    stop: async () => {
      await started.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function proUser(page, base, stripe) {
  const email = `bench-${Date.now()}@example.com`;
  const ok = async (response) => {
    if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  await ok(
    await page.request.post(`${base}/api/auth/register`, {
      data: { email, password: PASSWORD, confirmPassword: PASSWORD },
    }),
  );
  const [plan] = await ok(await page.request.get(`${base}/api/subscription/plans`));
  const checkout = await ok(
    await page.request.post(`${base}/api/subscription/create-checkout-session`, {
      data: { priceId: plan.id },
    }),
  );
  if (!stripe) throw new Error('SANDBOX_STRIPE_URL is needed with BASE_URL');
  await ok(
    await page.request.post(`${stripe}/__control/pay`, {
      data: { sessionId: checkout.sessionId, cardNumber: '4242424242424242' },
    }),
  );
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const status = await ok(
      await page.request.get(`${base}/api/subscription/status?sessionId=${checkout.sessionId}`),
    );
    if (status.hasActiveSubscription) return email;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the subscription did not become active');
}

/** Runs in the page: the app's note-key scheme, then NOTES encrypted notes created through the API. */
async function seedInPage({ password, count }) {
  const subtle = crypto.subtle;
  const enc = new TextEncoder();
  const b64 = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
  const unb64 = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  const call = async (method, path, body) => {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const salt = await call('GET', '/api/auth/encryption-salt');
  const material = await subtle.importKey('raw', enc.encode(password), 'PBKDF2', false, ['deriveKey']);
  const wrappingKey = await subtle.deriveKey(
    {
      name: 'PBKDF2',
      hash: salt.kdf.hash,
      salt: unb64(salt.encryptionSalt),
      iterations: salt.kdf.iterations,
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  const raw = crypto.getRandomValues(new Uint8Array(32));
  const wrapIv = crypto.getRandomValues(new Uint8Array(12));
  const wrapped = await subtle.encrypt({ name: 'AES-GCM', iv: wrapIv }, wrappingKey, raw);
  await call('POST', '/api/auth/encryption-key', { wrappedKey: b64(wrapped), wrappedKeyIv: b64(wrapIv) });
  const noteKey = await subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt']);
  const field = async (text) => {
    const iv = crypto.getRandomValues(new Uint8Array(12));
    return [b64(await subtle.encrypt({ name: 'AES-GCM', iv }, noteKey, enc.encode(text))), b64(iv)];
  };
  const create = async (index) => {
    const [note, contentIv] = await field(
      `Bench note ${index}: the phrase at this point, and what to practise next.`,
    );
    const [videoId, videoIdIv] = await field(`benchVid${String(index % 100).padStart(3, '0')}`);
    const [videoTitle, videoTitleIv] = await field(`Bench video ${index % 100}`);
    const [videoThumbnailUrl, videoThumbnailIv] = await field('');
    const [timestamp, timestampIv] = await field(String(index % 600));
    await call('POST', '/api/notes', {
      isEncrypted: true,
      note,
      contentIv,
      videoId,
      videoIdIv,
      videoTitle,
      videoTitleIv,
      videoThumbnailUrl,
      videoThumbnailIv,
      timestamp,
      timestampIv,
    });
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) await create(next++);
    }),
  );
}

/** Runs in the page before Unlock: resolves when every note card in the viewport shows decrypted text. */
function watchRendered({ lockedText }) {
  return new Promise((resolve) => {
    const done = () => {
      const cards = [...document.querySelectorAll('[role="listitem"]')];
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
  await page.evaluate(seedInPage, { password: PASSWORD, count: NOTES });
  console.log(`seeded ${NOTES} encrypted notes for ${email} in ${ms(performance.now() - seedStart)}`);

  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // A fresh load: the note key lives in memory only, so every round starts locked.
    await page.goto(`${running.url}/notes`);
    await page.getByRole('button', { name: 'Unlock' }).waitFor();
    const rendered = page.evaluate(watchRendered, { lockedText: LOCKED_TEXT });
    await page.getByRole('button', { name: 'Unlock' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Unlock Encrypted Notes' });
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByLabel('Password').press('Enter');
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

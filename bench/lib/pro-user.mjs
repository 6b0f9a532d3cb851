// The whole stack for a browser benchmark (or the one at BASE_URL), and a new Pro user paid with the
// Stripe sandbox's test card: what the notes benchmarks share.
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PASSWORD = 'a long bench password';

export async function stack() {
  if (process.env.BASE_URL)
    return { url: process.env.BASE_URL, stripe: process.env.SANDBOX_STRIPE_URL, stop: async () => {} };
  const { startStack } = await import('../../infra/launcher/dist/stack.js');
  const { freePort } = await import('../../infra/launcher/dist/system.js');
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

export async function proUser(page, base, stripe) {
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

/** Opens /notes and unlocks the encrypted notes with the bench password. */
export async function openAndUnlockNotes(page, base) {
  await page.goto(`${base}/notes`);
  await page.getByRole('button', { name: 'Unlock' }).waitFor();
  return async () => {
    await page.getByRole('button', { name: 'Unlock' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Unlock Encrypted Notes' });
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByLabel('Password').press('Enter');
  };
}

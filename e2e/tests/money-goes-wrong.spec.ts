import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import type { AccessEndReason, SubscriptionStatus } from '@stillframe/contracts';
import { AccessibilityChecker } from '../pages/accessibility.js';
import { AuthScreen, uniqueEmail } from '../pages/app-pages.js';
import { LAPTOP_AND_PHONE } from '../pages/screenshots.js';
import {
  becomeProWith,
  moveClock,
  payForPro,
  paymentBanner,
  report,
  stripeControl,
  stripeEventsOf,
  timeUntil,
} from '../pages/billing-pages.js';

// When money goes wrong (docs/decisions/0046-failed-renewals.md): each path from a real Checkout
// Session paid with one of Stripe's test cards, the renewal played by moving the subscriber's own
// test clock in the Stripe sandbox, and what the subscriber sees. Each test prints the Stripe events
// its path emitted and how long the app took to show the change.

const PASSWORD = 'a long test password';
const MONTH = 31;
/** Stripe's card whose bank asks the holder to confirm each payment, the first at checkout too. */
const AUTHENTICATION_CARD = '4000 0027 6000 3184';

/** What the app's subscription status says once each change has reached it. */
const unpaid = (status: SubscriptionStatus) => status.billingIssue !== null;
const paid = (status: SubscriptionStatus) => status.hasActiveSubscription && status.billingIssue === null;
const endedBecause = (reason: AccessEndReason) => (status: SubscriptionStatus) =>
  status.accessEndedBecause === reason;

/**
 * A new account that pays for Pro with `card`: through Checkout's pages for a card that asks for
 * authentication (the bank's step is part of this path), else through a real Checkout Session paid by
 * the sandbox's pay control (subscribing itself is the subscriber journeys' subject).
 */
async function newSubscriber(page: Page, label: string, card: string): Promise<string> {
  const email = uniqueEmail(label);
  await new AuthScreen(page).createAccount(email, PASSWORD);
  if (card === AUTHENTICATION_CARD) await becomeProWith(page, card);
  else await payForPro(page.request, card);
  return email;
}

/** The banner in both themes: no serious or critical WCAG 2 A/AA violation, contrast included. */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const checker = new AccessibilityChecker(() => page.context().newPage());
  try {
    for (const theme of ['light', 'dark']) {
      await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
      await page.reload();
      await expect(paymentBanner(page)).toBeVisible();
      const serious = (await checker.violations(page))
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map(
          (violation) => `${theme}: ${violation.id} ${violation.nodes.map((node) => node.target).join(' ')}`,
        );
      expect(serious).toEqual([]);
    }
  } finally {
    await checker.close();
    await page.evaluate(() => window.localStorage.removeItem('theme'));
  }
}

/** Settings shows the next billing date again (hidden while a renewal is unpaid), and no banner. */
async function expectPaidAgain(page: Page): Promise<void> {
  await page.goto('/settings');
  await timeUntil(page, paid, () => expect(page.getByText('Next billing date')).toBeVisible());
  await expect(page.getByText(/didn.t go through|confirm this month/)).toBeHidden();
  await expect(paymentBanner(page)).toBeHidden();
}

const subscriptionRequired = (page: Page) => page.getByText('Subscription Required');

test('a renewal declined: the banner, a new card in the portal, the retry pays and the banner goes', async ({
  page,
}) => {
  const email = await newSubscriber(page, 'declined-renewal', '4000 0000 0000 0341');
  await page.goto('/');
  await expect(paymentBanner(page)).toBeHidden();

  const events = await moveClock(email, MONTH);
  expect(events).toEqual(expect.arrayContaining(['invoice.payment_failed', 'customer.subscription.updated']));
  const latency = await timeUntil(page, unpaid, () =>
    expect(paymentBanner(page).getByText(/didn.t go through/)).toBeVisible(),
  );
  report('renewal declined, banner shown after', latency, events);
  await expect(paymentBanner(page).getByText(/Pro stays on until/)).toBeVisible();
  await expectNoSeriousViolations(page);
  // Pro is still on during the grace period.
  await page.goto('/search');
  await expect(subscriptionRequired(page)).toBeHidden();
  await expect(paymentBanner(page)).toBeVisible();

  await paymentBanner(page).getByRole('button', { name: 'Update payment method' }).click();
  await page.waitForURL(/\/portal\//);
  await expect(page.getByText(/Your last payment failed/)).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel(/Expiry date/).fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Update payment method' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /paid|updated/i })
      .first(),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Return to Stillframe' }).click();

  await expectPaidAgain(page);
  report('declined renewal paid in the portal', null, await stripeEventsOf(email));
});

test('a card that ran out of money: the banner gives the bank’s reason and the next try', async ({
  page,
}) => {
  const email = await newSubscriber(page, 'insufficient-funds', '4242 4242 4242 4242');
  // The card on file is now one the bank declines for lack of funds (Stripe's 4000 0000 0000 9995).
  await stripeControl('set-card', { email, cardNumber: '4000000000009995' });
  const events = await moveClock(email, MONTH);
  const latency = await timeUntil(page, unpaid, () =>
    expect(paymentBanner(page).getByText(/insufficient funds/)).toBeVisible(),
  );
  report('renewal declined for insufficient funds, banner shown after', latency, events);
  await expect(paymentBanner(page).getByText(/We.ll try your card again on/)).toBeVisible();
});

test('a renewal that needs authentication: the banner links to the invoice, the subscriber confirms, paid', async ({
  page,
}) => {
  const email = await newSubscriber(page, 'authenticate-renewal', AUTHENTICATION_CARD);
  const events = await moveClock(email, MONTH);
  expect(events).toEqual(
    expect.arrayContaining(['invoice.payment_failed', 'invoice.payment_action_required']),
  );
  const latency = await timeUntil(
    page,
    (status) => status.billingIssue?.kind === 'authentication_required',
    () =>
      expect(
        paymentBanner(page)
          .getByText(/confirm/i)
          .first(),
      ).toBeVisible(),
  );
  report('renewal needs authentication, banner shown after', latency, events);

  await paymentBanner(page).getByRole('link', { name: 'Confirm payment' }).click();
  await page.waitForURL(/\/invoice\//);
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByText(/This invoice is paid/)).toBeVisible();

  await expectPaidAgain(page);
  report('authenticated renewal', null, await stripeEventsOf(email));
});

test('a failed renewal left alone: Pro ends after the grace period, with the reason, then the retries end it', async ({
  page,
}) => {
  const email = await newSubscriber(page, 'left-alone', '4000 0000 0000 0341');
  const failed = await moveClock(email, MONTH);
  await timeUntil(page, unpaid, () => expect(paymentBanner(page)).toBeVisible());

  // Past the 3-day grace period: Stripe still retries, but Pro is off and the screen says why.
  const later = await moveClock(email, 4);
  await page.goto('/search');
  const latency = await timeUntil(page, endedBecause('non_payment'), () =>
    expect(page.getByText(/a payment didn.t go through/)).toBeVisible(),
  );
  report('grace period over, reason shown after', latency, [...failed, ...later]);
  await expect(subscriptionRequired(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update payment method' }).first()).toBeVisible();

  // The retries run out about two weeks after the renewal: Stripe cancels, the reason stays.
  const retries = await moveClock(email, 14);
  expect(retries).toContain('customer.subscription.deleted');
  // Canceled, the open invoice can no longer bring Pro back: the screen offers a new subscription.
  await timeUntil(
    page,
    (status) => status.status === 'canceled',
    () => expect(page.getByRole('button', { name: 'Subscribe Now' })).toBeVisible(),
  );
  await expect(page.getByText(/a payment didn.t go through/)).toBeVisible();
  await expect(paymentBanner(page)).toBeHidden();
  report('retries over, subscription canceled', null, retries);
});

test('a refund made in Stripe’s dashboard ends Pro, like the guarantee', async ({ page }) => {
  const email = await newSubscriber(page, 'dashboard-refund', '4242 4242 4242 4242');
  await stripeControl('refund', { email });
  await page.goto('/search');
  const latency = await timeUntil(page, endedBecause('refunded'), () =>
    expect(page.getByText(/Your payment was refunded/)).toBeVisible(),
  );
  await expect(subscriptionRequired(page)).toBeVisible();
  report('dashboard refund, access ended after', latency, await stripeEventsOf(email));
});

test('a dispute pauses Pro while it is open; won, Pro is back', async ({ page }) => {
  const email = await newSubscriber(page, 'dispute', '4242 4242 4242 4242');
  const dispute = (await stripeControl('open-dispute', { email })) as { id: string; charge: string };
  await page.goto('/search');
  const latency = await timeUntil(page, endedBecause('disputed'), () =>
    expect(page.getByText(/Pro is paused while your bank.s dispute/)).toBeVisible(),
  );
  await expect(subscriptionRequired(page)).toBeVisible();
  report('dispute opened, access ended after', latency);

  await stripeControl('close-dispute', { dispute: dispute.id, outcome: 'won' });
  const restored = await timeUntil(page, paid, () =>
    expect(page.getByPlaceholder('Search for videos...')).toBeVisible(),
  );
  report('dispute won, access back after', restored, await stripeEventsOf(email, [dispute.charge]));
});

test.describe('screenshots of the payment banner', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to write docs/screenshots/');

  test('in both themes, on a laptop and a phone', async ({ page, browser, baseURL }) => {
    const email = await newSubscriber(page, 'banner-screenshots', '4000 0000 0000 0341');
    await moveClock(email, MONTH);
    await timeUntil(page, unpaid, () => expect(paymentBanner(page)).toBeVisible());
    const storageState = await page.context().storageState();
    const folder = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
    for (const theme of ['light', 'dark'])
      for (const [size, viewport] of Object.entries(LAPTOP_AND_PHONE)) {
        const context = await browser.newContext({
          baseURL,
          storageState,
          viewport,
          reducedMotion: 'reduce',
        });
        await context.addInitScript(`window.localStorage.setItem('theme', ${JSON.stringify(theme)})`);
        const shot = await context.newPage();
        await shot.goto('/');
        await expect(paymentBanner(shot)).toBeVisible();
        await expect(shot.getByRole('heading', { name: 'Recent notes' })).toBeVisible();
        await shot.screenshot({
          path: `${folder}payment-banner-${theme}-${size}.png`,
          animations: 'disabled',
        });
        await context.close();
      }
  });
});

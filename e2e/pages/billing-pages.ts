import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { routes, type SubscriptionStatus } from '@stillframe/contracts';
import { subscribe } from './app-pages.js';
import { answerTo } from './route-answers.js';

const statusCall = routes.billing.status;

/**
 * The Stripe sandbox's control hooks (infra/sandbox/src/stripe/control-routes.ts), standing in for
 * what only Stripe can do: move a customer's test clock, refund from the dashboard, open a dispute.
 * Each customer has a clock of its own, so these tests move no one else's time.
 */
export async function stripeControl(route: string, body: Record<string, unknown>): Promise<unknown> {
  const sandbox = process.env.SANDBOX_STRIPE_URL;
  if (!sandbox) throw new Error('SANDBOX_STRIPE_URL is not set: run through `npm test`');
  const context = await request.newContext();
  try {
    const answer = await context.post(`${sandbox}/__control/${route}`, { data: body });
    expect(answer.ok(), `${route}: ${answer.status()} ${await answer.text()}`).toBe(true);
    return await answer.json();
  } finally {
    await context.dispose();
  }
}

/**
 * Pro for a spec whose subject is not subscribing: a real Checkout Session for the signed-in user,
 * paid with a test card (4242 unless told) through the sandbox's control route (its events reach the
 * app's webhook and queue as ever), without Checkout's pages in the browser: three page loads a spec
 * saved. The subscriber journeys go through those pages, and so does money-goes-wrong's card that asks
 * for authentication at checkout.
 */
export async function payForPro(api: APIRequestContext, cardNumber = '4242 4242 4242 4242'): Promise<void> {
  const plans = await api.get('/api/subscription/plans');
  expect(plans.status(), await plans.text()).toBe(200);
  const [plan] = (await plans.json()) as Array<{ id: string }>;
  const checkout = await api.post('/api/subscription/create-checkout-session', {
    data: { priceId: plan!.id },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  await stripeControl('pay', { sessionId, cardNumber: cardNumber.replaceAll(' ', '') });
  await expect
    .poll(async () => (await (await api.get(statusCall.path)).json()).hasActiveSubscription, {
      timeout: 30_000,
    })
    .toBe(true);
}

/** Moves the subscriber's own Stripe clock: every renewal, retry and cancellation due in between happens. */
export async function moveClock(email: string, days: number): Promise<string[]> {
  const { eventTypes } = (await stripeControl('advance-customer-clock', { email, days })) as {
    eventTypes: string[];
  };
  return eventTypes;
}

/**
 * Subscribes with a test card and waits for the app to confirm it. A card that asks for
 * authentication (4000 0027 6000 3184) shows the bank's step first, which is completed.
 */
export async function becomeProWith(page: Page, cardNumber: string): Promise<void> {
  await subscribe(page, cardNumber);
  const authenticate = page.getByRole('button', { name: 'Complete authentication' });
  const welcome = page.getByRole('heading', { name: 'Welcome to Stillframe Pro!' });
  await expect(authenticate.or(welcome)).toBeVisible({ timeout: 30_000 });
  if (await authenticate.isVisible()) await authenticate.click();
  await expect(welcome).toBeVisible({ timeout: 30_000 });
}

/** The notice every signed-in screen shows while a renewal is unpaid. */
export const paymentBanner = (page: Page) => page.getByRole('region', { name: /payment/i });

/**
 * Reloads the screen until the subscription status it asks for (every signed-in screen does) is
 * `reached`, then checks what the subscriber sees of it; answers how long that took: the time from a
 * change at Stripe (the webhook, the queue, billing, the gateway) to the screen. Each reload is judged
 * by the status the app was answered, not by the screen within a deadline: on a busy machine a reload
 * alone can take longer than the change.
 */
export async function timeUntil(
  page: Page,
  reached: (status: SubscriptionStatus) => boolean,
  expectation: () => Promise<void>,
): Promise<number> {
  const started = Date.now();
  await expect(async () => {
    const answer = answerTo(page, statusCall);
    await page.reload();
    const status = statusCall.response.parse(await (await answer).json());
    expect(reached(status), `the status the screen got: ${JSON.stringify(status)}`).toBe(true);
  }).toPass({ timeout: 30_000, intervals: [250, 500, 1000] });
  await expectation();
  return Date.now() - started;
}

/** Prints what the closing note reports (the list reporter shows a test's output): a time, the events. */
export function report(label: string, milliseconds: number | null, events: string[] = []): void {
  const parts = [
    milliseconds === null ? null : `${milliseconds} ms`,
    events.length ? `events: ${events.join(', ')}` : null,
  ];
  process.stdout.write(`${label}: ${parts.filter(Boolean).join('; ')}\n`);
}

type StripeEvent = { type: string; data: { object: Record<string, unknown> } };

/**
 * The types of the events Stripe emitted for one subscriber so far, in order: those naming their
 * customer, and those about its charges (a dispute names only its charge: pass the ids known).
 */
export async function stripeEventsOf(email: string, chargeIds: string[] = []): Promise<string[]> {
  const events = (await stripeControl('events', {})) as StripeEvent[];
  const customerOf = (object: Record<string, unknown>) =>
    typeof object.customer === 'string' ? object.customer : null;
  const opening = events.find(({ data }) => JSON.stringify(data.object).includes(email));
  const customer = opening && customerOf(opening.data.object);
  if (!customer) return [];
  const charges = new Set([
    ...chargeIds,
    ...events
      .filter(({ data }) => data.object.object === 'charge' && customerOf(data.object) === customer)
      .map(({ data }) => String(data.object.id)),
  ]);
  return events
    .filter(
      ({ data }) =>
        customerOf(data.object) === customer ||
        (typeof data.object.charge === 'string' && charges.has(data.object.charge)),
    )
    .map(({ type }) => type);
}

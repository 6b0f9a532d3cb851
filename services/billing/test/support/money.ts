import {
  AdminSubscriptionSchema,
  SubscriptionStatusSchema,
  type AdminSubscription,
  type SubscriptionStatus,
} from '@stillframe/contracts';
import { AppliedEventTypes } from '../../src/webhooks/webhook-job.js';
import type { StripeEvent, StripeSandboxControl } from '@stillframe/sandbox';
import { asAdmin, asUser, startBillingTestApp, type BillingTestApp } from './billing-test-app.js';

/** A subscription as the sandbox hands it back (Stripe's wire format). */
export type SandboxSubscription = ReturnType<StripeSandboxControl['setSubscriptionPeriodEnded']>;

/** Stripe's test cards (docs of the sandbox, infra/sandbox/src/stripe/cards.ts). */
export const Card = {
  pays: '4242 4242 4242 4242',
  /** Attaches at checkout; every later charge is declined. */
  declinesLater: '4000 0000 0000 0341',
  /** The bank asks for authentication at checkout and on every renewal. */
  asksAuthentication: '4000 0027 6000 3184',
} as const;

export const seconds = (unix: number) => new Date(unix * 1000).toISOString();
const DAY_MS = 24 * 60 * 60 * 1000;
export const daysAfter = (iso: Date | string, days: number) =>
  new Date(new Date(iso).getTime() + days * DAY_MS).toISOString();

/** What the money tests do and read, through the service's routes and the sandbox's control hooks. */
export function moneyTools(t: BillingTestApp) {
  const applied = new Set(AppliedEventTypes);
  const tools = {
    async status(userId: string): Promise<SubscriptionStatus> {
      const response = await t.http.get('/api/subscription/status').set(asUser(userId)).expect(200);
      return SubscriptionStatusSchema.parse(response.body);
    },
    async adminRow(userId: string): Promise<AdminSubscription | undefined> {
      const response = await t.http.get('/api/admin/subscriptions').set(asAdmin()).expect(200);
      return AdminSubscriptionSchema.array()
        .parse(response.body)
        .find((row) => row.userId === userId);
    },
    async stripe(path: string): Promise<any> {
      const response = await fetch(`${t.sandbox.url}${path}`, {
        headers: { authorization: 'Bearer sk_test_x' },
      });
      return response.json();
    },
    async customer(userId: string): Promise<string> {
      return (await t.prisma.billingAccount.findUniqueOrThrow({ where: { userId } })).stripeCustomerId;
    },
    async subscribed(userId: string, card: string = Card.pays) {
      await t.subscribe(userId, card);
      await t.settle();
      return t.prisma.subscription.findFirstOrThrow({ where: { userId }, orderBy: { startedAt: 'desc' } });
    },
    /** The end of the paid period on the customer's clock: the renewal is charged to the card on file. */
    async renew(subscriptionId: string): Promise<{ subscription: SandboxSubscription; invoice: any }> {
      const subscription = t.sandbox.control.setSubscriptionPeriodEnded(subscriptionId);
      await t.settle();
      const invoice = await tools.stripe(`/v1/invoices/${String(subscription.latest_invoice)}`);
      return { subscription, invoice };
    },
    /** Moves the customer's clock (retries fall due); the clock's time after. */
    async advance(userId: string, days: number): Promise<Date> {
      const moved = t.sandbox.control.advanceCustomerClock({ customer: await tools.customer(userId), days });
      await t.settle();
      return new Date(moved.clock.frozen_time * 1000);
    },
    /** The subscriber types a new card in the billing portal (which pays an open invoice at once). */
    async newCardInPortal(userId: string, cardNumber: string): Promise<Response> {
      const portal = await t.http
        .post('/api/subscription/create-customer-portal')
        .set(asUser(userId))
        .expect(200);
      const answer = await fetch(portal.body.url, {
        method: 'POST',
        body: new URLSearchParams({ op: 'update-card', cardNumber, expiry: '12/34', cvc: '123' }),
        redirect: 'manual',
      });
      await t.settle();
      return answer;
    },
    /** The applied events Stripe sent about this user's customer, subscriptions and payments, oldest first. */
    async eventsAbout(userId: string): Promise<StripeEvent[]> {
      const customer = await tools.customer(userId);
      const rows = await t.prisma.subscription.findMany({ where: { userId }, include: { payments: true } });
      const ids = [
        customer,
        ...rows.map((row) => row.id),
        ...rows.flatMap((row) => row.payments.map((p) => p.chargeId)),
      ];
      return t.sandbox.control
        .events()
        .filter(
          (event) =>
            applied.has(event.type) &&
            ids.some((id) => JSON.stringify(event.data.object).includes(`"${id}"`)),
        );
    },
    /** The newest of them by Stripe's clock, then by id: what the admin table shows. */
    async newestEvent(userId: string): Promise<{ type: string; at: string }> {
      const [newest] = (await tools.eventsAbout(userId)).sort(
        (a, b) => b.created - a.created || (a.id < b.id ? 1 : -1),
      );
      if (!newest) throw new Error(`no event for ${userId}`);
      return { type: newest.type, at: seconds(newest.created) };
    },
  };
  return tools;
}

export type MoneyTools = ReturnType<typeof moneyTools>;

/**
 * A billing app for this file's money tests, started once and closed after them, with its money tools:
 * `use` is called with both before the first test.
 */
export function useMoneyApp(use: (app: BillingTestApp, tools: MoneyTools) => void): void {
  let app: BillingTestApp | undefined;
  beforeAll(async () => {
    app = await startBillingTestApp();
    use(app, moneyTools(app));
  });
  afterAll(async () => {
    await app?.close();
  });
}

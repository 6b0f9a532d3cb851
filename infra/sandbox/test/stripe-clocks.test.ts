import Stripe from 'stripe';
import type { ClockAdvance } from '../src/stripe/index.js';
import { callControl, DAY, delivered, subscribeWith, useHarness, type Harness } from './stripe-support.js';

let h: Harness;

useHarness((harness) => {
  h = harness;
});

describe('test clocks through the API', () => {
  it('creates, reads, lists, advances and deletes a clock, never backwards', async () => {
    const start = Math.floor(Date.UTC(2026, 2, 1) / 1000);
    const clock = await h.stripe.testHelpers.testClocks.create({ frozen_time: start, name: 'march' });
    expect(clock).toMatchObject({
      object: 'test_helpers.test_clock',
      frozen_time: start,
      name: 'march',
      status: 'ready',
      livemode: false,
    });
    expect(clock.id).toMatch(/^clock_/);
    expect((await h.stripe.testHelpers.testClocks.retrieve(clock.id)).frozen_time).toBe(start);
    expect((await h.stripe.testHelpers.testClocks.list()).data.map((c) => c.id)).toEqual([clock.id]);

    const advanced = await h.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start + DAY });
    expect(advanced).toMatchObject({ id: clock.id, frozen_time: start + DAY, status: 'ready' });
    const types = (await delivered(h)).map((e) => [e.type, e.created]);
    expect(types).toEqual([
      ['test_helpers.test_clock.advancing', start],
      ['test_helpers.test_clock.ready', start + DAY],
    ]);

    await expect(
      h.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: start }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'frozen_time' });
    await expect(
      h.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: 10 ** 15 }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'frozen_time' });
    await expect(h.stripe.testHelpers.testClocks.retrieve('clock_nope')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });

    const customer = await h.stripe.customers.create({ email: 'on@clock.test', test_clock: clock.id });
    expect(customer).toMatchObject({ test_clock: clock.id, created: start + DAY });
    expect((await h.stripe.customers.list({ test_clock: clock.id })).data).toHaveLength(1);

    expect(await h.stripe.testHelpers.testClocks.del(clock.id)).toMatchObject({
      id: clock.id,
      deleted: true,
    });
    expect(await h.stripe.customers.retrieve(customer.id)).toMatchObject({ deleted: true });
  });

  it('refuses a customer on a clock that does not exist', async () => {
    await expect(h.stripe.customers.create({ test_clock: 'clock_nope' })).rejects.toMatchObject({
      param: 'test_clock',
    });
  });
});

describe("each Checkout customer's own clock", () => {
  it('gives every customer Checkout completes for a clock of its own, on its objects too', async () => {
    const sub = await subscribeWith(h);
    const customer = (await h.stripe.customers.retrieve(sub.customer as string)) as Stripe.Customer;
    expect(customer.test_clock).toMatch(/^clock_/);
    expect(sub.test_clock).toBe(customer.test_clock);
    const invoice = await h.stripe.invoices.retrieve(sub.latest_invoice as string);
    expect(invoice.test_clock).toBe(customer.test_clock);
    // The sandbox's clock runs with its time until it is advanced.
    const clock = await h.stripe.testHelpers.testClocks.retrieve(customer.test_clock as string);
    expect(Math.abs(clock.frozen_time - Math.floor(Date.now() / 1000))).toBeLessThanOrEqual(2);
  });

  it("moves one customer's time without touching another's", async () => {
    const moved = await subscribeWith(h);
    const still = await subscribeWith(h);
    const periodEnd = moved.items.data[0]!.current_period_end;

    const { status, body } = await callControl<ClockAdvance>(h.sandbox, 'advance-customer-clock', {
      customer: moved.customer,
      days: 32,
    });
    expect(status).toBe(200);
    expect(body.eventTypes).toEqual([
      'test_helpers.test_clock.advancing',
      'invoice.paid',
      'customer.subscription.updated',
      'test_helpers.test_clock.ready',
    ]);
    expect(body.events[1]!.created).toBe(periodEnd);
    expect(body.clock.frozen_time).toBeGreaterThanOrEqual(periodEnd);

    const renewed = await h.stripe.subscriptions.retrieve(moved.id);
    expect(renewed.items.data[0]!.current_period_start).toBe(periodEnd);
    const untouched = await h.stripe.subscriptions.retrieve(still.id);
    expect(untouched.items.data[0]).toEqual(still.items.data[0]);
    expect(untouched.latest_invoice).toBe(still.latest_invoice);
    // Events reach the webhook stamped with the clock time they happened at.
    const paid = (await delivered(h)).find((e) => e.type === 'invoice.paid')!;
    expect(paid.created).toBe(periodEnd);
    expect((paid.data.object as Stripe.Invoice).created).toBe(periodEnd);
  });

  it('keeps the global clock moving everyone', async () => {
    await subscribeWith(h);
    await subscribeWith(h);
    const { body } = await callControl<{ periodsEnded: number }>(h.sandbox, 'advance-clock', {
      seconds: 32 * DAY,
    });
    expect(body.periodsEnded).toBe(2);
  });

  it('plays a cancellation at period end when the clock passes it, then nothing more', async () => {
    const sub = await subscribeWith(h);
    await h.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    await delivered(h);
    h.receiver.received.length = 0;
    const advance = h.sandbox.control.advanceCustomerClock({ customer: sub.customer as string, days: 70 });
    expect(advance.eventTypes).toEqual([
      'test_helpers.test_clock.advancing',
      'customer.subscription.deleted',
      'test_helpers.test_clock.ready',
    ]);
    expect(advance.events[1]!.created).toBe(sub.items.data[0]!.current_period_end);
  });

  it('advances by email, by seconds or to a unix time, and answers 400 naming the field otherwise', async () => {
    const sub = await subscribeWith(h);
    const byEmail = h.sandbox.control.advanceCustomerClock({ email: 'SAM@example.test', seconds: 60 });
    const to = byEmail.clock.frozen_time + 3600;
    const byTo = h.sandbox.control.advanceCustomerClock({ customer: sub.customer as string, to });
    expect(byTo.clock.frozen_time).toBe(to);

    const bad: [unknown, string, number][] = [
      [{ customer: sub.customer }, 'days', 400],
      [{ customer: sub.customer, days: 1, seconds: 5 }, 'seconds', 400],
      [{ customer: sub.customer, days: 'two' }, 'days', 400],
      [{ customer: sub.customer, days: -1 }, 'days', 400],
      [{ customer: sub.customer, to: to - 10 }, 'to', 400],
      [{ days: 1 }, 'customer', 400],
      [{ customer: 42, days: 1 }, 'customer', 400],
      [{ customer: sub.customer, email: 'sam@example.test', days: 1 }, 'email', 400],
      [{ customer: 'cus_nope', days: 1 }, 'customer', 404],
      [{ email: 'nobody@example.test', days: 1 }, 'email', 404],
    ];
    for (const [body, param, status] of bad) {
      const res = await callControl<{ error: { param: string; message: string } }>(
        h.sandbox,
        'advance-customer-clock',
        body,
      );
      expect([res.status, res.body.error.param]).toEqual([status, param]);
      expect(res.body.error.message).toContain(param);
    }
  });
});

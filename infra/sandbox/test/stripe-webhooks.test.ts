import Stripe from 'stripe';
import {
  createProSession,
  eventTypes,
  useHarness,
  waitFor,
  WEBHOOK_SECRET,
  type Harness,
} from './stripe-support.js';

let h: Harness;

useHarness((harness) => {
  h = harness;
});

async function pay(): Promise<void> {
  const session = await createProSession(h.stripe);
  expect(h.sandbox.control.pay(session.id).ok).toBe(true);
}

async function control(name: string, body: unknown = {}): Promise<Response> {
  return fetch(`${h.sandbox.url}/__control/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('webhook delivery', () => {
  it('signs payloads so constructEvent accepts them, and only with the right secret', async () => {
    await pay();
    await h.sandbox.control.idle();
    const first = h.receiver.received[0]!;
    const verifier = new Stripe('sk_test_x');
    expect(
      verifier.webhooks.constructEvent(first.raw, String(first.headers['stripe-signature']), WEBHOOK_SECRET)
        .id,
    ).toBe(first.event.id);
    expect(() =>
      verifier.webhooks.constructEvent(first.raw, String(first.headers['stripe-signature']), 'whsec_other'),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('retries with backoff after the receiver answers 500', async () => {
    const calls = new Map<string, number>();
    h.receiver.respond = (raw) => {
      const id = (JSON.parse(raw) as { id: string }).id;
      calls.set(id, (calls.get(id) ?? 0) + 1);
      return (calls.get(id) ?? 0) <= 2 ? 500 : 200;
    };
    await pay();
    await h.sandbox.control.idle();
    const deliveries = h.sandbox.control.deliveries();
    const firstEvent = deliveries[0]!.eventId;
    const attempts = deliveries.filter((d) => d.eventId === firstEvent);
    expect(attempts.map((d) => [d.attempt, d.status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
    // Backoff doubles: base 20 ms, then 40 ms.
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(35);
    expect(eventTypes(h.receiver).sort()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    const stored = await h.stripe.events.retrieve(firstEvent);
    expect(stored.pending_webhooks).toBe(0);
  });

  it('keeps retrying an unreachable endpoint and delivers once it is back', async () => {
    h.sandbox.control.setWebhookUrl('http://127.0.0.1:9/unreachable');
    await pay();
    await waitFor(() => h.sandbox.control.deliveries().some((d) => d.attempt === 2));
    expect(h.sandbox.control.deliveries()[0]).toMatchObject({ status: null, ok: false });
    h.sandbox.control.setWebhookUrl(h.receiver.url);
    await h.sandbox.control.idle();
    expect(h.receiver.received).toHaveLength(3);
  });

  it('delivers the next events twice with duplicateNext', async () => {
    h.sandbox.control.duplicateNext(3);
    await pay();
    await h.sandbox.control.idle();
    const ids = h.receiver.received.map((r) => r.event.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(3);
  });

  it('delivers the events of one action last-first with reverseOrder', async () => {
    h.sandbox.control.reverseOrder(true);
    await pay();
    await h.sandbox.control.idle();
    expect(eventTypes(h.receiver)).toEqual([
      'invoice.paid',
      'customer.subscription.created',
      'checkout.session.completed',
    ]);
  });

  it('queues while paused and redelivers on demand', async () => {
    h.sandbox.control.pause(true);
    await pay();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.receiver.received).toHaveLength(0);
    h.sandbox.control.pause(false);
    await h.sandbox.control.idle();
    expect(h.receiver.received).toHaveLength(3);
    const id = h.receiver.received[0]!.event.id;
    h.sandbox.control.redeliver(id);
    await h.sandbox.control.idle();
    expect(h.receiver.received.filter((r) => r.event.id === id)).toHaveLength(2);
  });
});

describe('events API', () => {
  it('lists and retrieves events', async () => {
    await pay();
    const all = await h.stripe.events.list();
    expect(all.data.map((e) => e.type)).toEqual([
      'invoice.paid',
      'customer.subscription.created',
      'checkout.session.completed',
    ]);
    const subs = await h.stripe.events.list({ type: 'customer.subscription.*' });
    expect(subs.data).toHaveLength(1);
    const one = await h.stripe.events.retrieve(all.data[0]!.id);
    expect(one).toMatchObject({ object: 'event', type: 'invoice.paid', livemode: false });
  });
});

describe('control over HTTP', () => {
  it('pays, reverses and reads events through /__control', async () => {
    expect((await control('reverse-order', { on: true })).status).toBe(200);
    const session = await createProSession(h.stripe);
    const declined = await control('pay', { sessionId: session.id, cardNumber: '4000000000000002' });
    expect(declined.status).toBe(402);
    expect(((await declined.json()) as { error: { message: string } }).error.message).toBe(
      'Your card was declined.',
    );
    const paid = await control('pay', { sessionId: session.id, cardNumber: '4242424242424242' });
    expect(paid.status).toBe(200);
    expect((await control('idle')).status).toBe(200);
    expect(eventTypes(h.receiver)[0]).toBe('invoice.paid');
    const events = (await (await fetch(`${h.sandbox.url}/__control/events`)).json()) as unknown[];
    expect(events).toHaveLength(3);
    expect((await control('reset')).status).toBe(200);
    expect(h.sandbox.control.events()).toEqual([]);
    expect((await control('nope')).status).toBe(404);
  });
});

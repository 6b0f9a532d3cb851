import type Stripe from 'stripe';
import {
  delivered,
  eventTypes,
  submitForm,
  subscribeWith,
  useHarness,
  type Harness,
} from './stripe-support.js';

let h: Harness;

useHarness((harness) => {
  h = harness;
});

async function pastDueWithPortal(card: string): Promise<{ sub: Stripe.Subscription; url: string }> {
  const sub = await subscribeWith(h, card);
  h.sandbox.control.advanceCustomerClock({ customer: sub.customer as string, days: 32 });
  const portal = await h.stripe.billingPortal.sessions.create({ customer: sub.customer as string });
  await delivered(h);
  h.receiver.received.length = 0;
  return { sub, url: portal.url };
}

const card = (cardNumber: string) => ({ op: 'update-card', cardNumber, expiry: '12 / 34', cvc: '123' });

describe('updating the card in the portal while an invoice is open', () => {
  it('says the last payment failed, and saving a good card pays the invoice at once', async () => {
    const { sub, url } = await pastDueWithPortal('4000000000000341');
    const page = await (await fetch(url)).text();
    expect(page).toMatch(
      /role="alert" id="payment-failed">\s*<p><strong>Your last payment failed\.<\/strong> Your card was declined\./,
    );
    expect(page).toContain('VISA ending in 0341');
    expect(page).toContain('<h3 id="update-card-heading">Update payment method</h3>');
    for (const id of ['cardNumber', 'expiry', 'cvc']) expect(page).toMatch(new RegExp(`<label for="${id}">`));
    expect(page).toContain('Your payment is overdue.');

    const saved = await submitForm(url, card('4242 4242 4242 4242'));
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`${url}?card=paid`);
    const after = await (await fetch(saved.headers.get('location')!)).text();
    expect(after).toMatch(
      /role="status">Your payment method was updated and your invoice of \$5\.00 was paid\./,
    );
    expect(after).not.toContain('Your last payment failed');
    expect(after).toContain('VISA ending in 4242');

    const active = await h.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(active.status).toBe('active');
    expect((active.latest_invoice as Stripe.Invoice).status).toBe('paid');
    const customer = (await h.stripe.customers.retrieve(sub.customer as string)) as Stripe.Customer;
    expect(active.default_payment_method).toBe(customer.invoice_settings.default_payment_method);
    await delivered(h);
    expect(eventTypes(h.receiver)).toEqual([
      'payment_method.attached',
      'customer.updated',
      'customer.subscription.updated',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    const reactivated = h.receiver.received.at(-1)!.event;
    expect(reactivated.data.previous_attributes).toEqual({ status: 'past_due' });
  });

  it('keeps the invoice open and announces why when the new card cannot pay', async () => {
    const { sub, url } = await pastDueWithPortal('4000000000000341');
    const refused = await submitForm(url, card('4000 0000 0000 0002'));
    expect(refused.status).toBe(402);
    expect(await refused.text()).toMatch(/role="alert" id="payment-error">Your card was declined\./);
    const invalid = await submitForm(url, card('4242 4242 4242 4241'));
    expect(invalid.status).toBe(402);
    expect(await invalid.text()).toMatch(/Your card number is incorrect\./);

    const failing = await submitForm(url, card('4000000000000341'));
    expect(failing.status).toBe(402);
    expect(await failing.text()).toMatch(
      /Your card was saved, but the payment failed: Your card was declined\./,
    );
    expect((await h.stripe.subscriptions.retrieve(sub.id)).status).toBe('past_due');
    await delivered(h);
    expect(eventTypes(h.receiver).filter((t) => t.startsWith('invoice.'))).toEqual([
      'invoice.payment_failed',
    ]);
  });

  it('sends a card that asks for authentication to the hosted invoice page to confirm', async () => {
    const { url } = await pastDueWithPortal('4000000000000341');
    const saved = await submitForm(url, card('4000 0027 6000 3184'));
    expect(saved.headers.get('location')).toBe(`${url}?card=confirm`);
    const page = await (await fetch(`${url}?card=confirm`)).text();
    expect(page).toContain('Your bank asks you to confirm the payment.');
    expect(page).toMatch(/<a href="http:\/\/[^"]+\/invoice\/in_[^"]+">Confirm payment<\/a>/);
  });

  it('just saves the card when nothing is owed', async () => {
    const sub = await subscribeWith(h);
    const portal = await h.stripe.billingPortal.sessions.create({ customer: sub.customer as string });
    expect(await (await fetch(portal.url)).text()).not.toContain('Your last payment failed');
    const saved = await submitForm(portal.url, card('5555 5555 5555 4444'));
    expect(saved.headers.get('location')).toBe(`${portal.url}?card=saved`);
    expect(await (await fetch(`${portal.url}?card=saved`)).text()).toContain('MASTERCARD ending in 4444');
  });
});

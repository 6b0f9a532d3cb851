import Stripe from 'stripe';
import {
  createProSession,
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

const AUTH_CARD = '4000 0027 6000 3184';
const CARD_FORM = { email: 'sam@example.test', cardNumber: AUTH_CARD, expiry: '12 / 34', cvc: '123' };

describe('a card that asks for authentication (4000 0027 6000 3184) at checkout', () => {
  it('shows an authentication step before paying; completing it pays', async () => {
    const session = await createProSession(h.stripe);
    const step = await submitForm(session.url!, CARD_FORM);
    expect(step.status).toBe(200);
    const html = await step.text();
    expect(html).toContain('<h1 id="authenticate-heading">Confirm your payment</h1>');
    expect(html).toMatch(/<button type="submit">Complete authentication<\/button>/);
    expect(html).toMatch(/<button type="submit" class="secondary">Fail authentication<\/button>/);
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');

    const done = await submitForm(session.url!, { op: 'authenticate', result: 'complete' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`http://app.test/billing/success?session_id=${session.id}`);
    const paid = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect((paid.subscription as Stripe.Subscription).status).toBe('active');
  });

  it('stays unpaid and says why when authentication fails', async () => {
    const session = await createProSession(h.stripe);
    await submitForm(session.url!, CARD_FORM);
    const failed = await submitForm(session.url!, { op: 'authenticate', result: 'fail' });
    expect(failed.status).toBe(402);
    expect(await failed.text()).toMatch(
      /role="alert"[^>]*>We are unable to authenticate your payment method/,
    );
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect(h.sandbox.control.events()).toEqual([]);
    // Through the control hook the step passes unless told to fail.
    expect(h.sandbox.control.pay(session.id, AUTH_CARD, { authentication: 'fail' })).toMatchObject({
      ok: false,
      status: 402,
      error: { code: 'payment_intent_authentication_failure' },
    });
    expect(h.sandbox.control.pay(session.id, AUTH_CARD).ok).toBe(true);
  });
});

describe('renewing with a card that asks for authentication', () => {
  it('needs action: payment_failed and payment_action_required, no retry; confirming on the hosted page pays', async () => {
    const sub = await subscribeWith(h, AUTH_CARD);
    const advance = h.sandbox.control.advanceCustomerClock({ customer: sub.customer as string, days: 45 });
    expect(advance.eventTypes.filter((t) => !t.startsWith('test_helpers.'))).toEqual([
      'invoice.payment_failed',
      'invoice.payment_action_required',
      'customer.subscription.updated',
    ]);
    const pastDue = await h.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(pastDue.status).toBe('past_due');
    const invoice = pastDue.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({
      status: 'open',
      attempted: true,
      attempt_count: 1,
      next_payment_attempt: null,
    });
    const payments = await h.stripe.invoicePayments.list({
      invoice: invoice.id,
      expand: ['data.payment.payment_intent'],
    });
    const paymentIntent = payments.data[0]!.payment.payment_intent as Stripe.PaymentIntent;
    expect(paymentIntent).toMatchObject({
      status: 'requires_action',
      last_payment_error: {
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
      },
    });
    expect(paymentIntent.next_action?.type).toBe('use_stripe_sdk');

    const page = await (await fetch(invoice.hosted_invoice_url!)).text();
    expect(page).toContain('$5.00');
    expect(page).toContain('Open: payment due');
    expect(page).toContain('<h2 id="confirm-heading">Confirm payment</h2>');

    const failed = await submitForm(invoice.hosted_invoice_url!, { op: 'confirm', result: 'fail' });
    expect(failed.status).toBe(402);
    expect(await failed.text()).toMatch(/role="alert"[^>]*>Authentication failed/);
    expect((await h.stripe.invoices.retrieve(invoice.id)).status).toBe('open');

    await delivered(h);
    h.receiver.received.length = 0;
    const confirmed = await submitForm(invoice.hosted_invoice_url!, { op: 'confirm', result: 'complete' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(invoice.hosted_invoice_url);
    expect(await (await fetch(invoice.hosted_invoice_url!)).text()).toMatch(
      /role="status">This invoice is paid/,
    );
    expect((await h.stripe.invoices.retrieve(invoice.id)).status).toBe('paid');
    expect((await h.stripe.paymentIntents.retrieve(paymentIntent.id)).status).toBe('succeeded');
    expect((await h.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
    await delivered(h);
    expect(eventTypes(h.receiver)).toEqual(['invoice.paid', 'customer.subscription.updated']);
  });
});

describe('the hosted invoice page of a declined renewal', () => {
  it('takes a card to pay now, announcing a decline and then showing the invoice paid', async () => {
    const sub = await subscribeWith(h, '4000000000000341');
    h.sandbox.control.advanceCustomerClock({ customer: sub.customer as string, days: 32 });
    const invoice = (await h.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] }))
      .latest_invoice as Stripe.Invoice;
    const page = await (await fetch(invoice.hosted_invoice_url!)).text();
    expect(page).toMatch(/The last attempt to pay failed: Your card was declined\./);
    for (const id of ['cardNumber', 'expiry', 'cvc']) expect(page).toMatch(new RegExp(`<label for="${id}">`));
    expect(page).toMatch(/<button type="submit">Pay \$5\.00<\/button>/);

    const bad = await submitForm(invoice.hosted_invoice_url!, {
      op: 'pay',
      cardNumber: '1234',
      expiry: '12/34',
      cvc: '1',
    });
    expect(bad.status).toBe(402);
    const badHtml = await bad.text();
    expect(badHtml).toMatch(/role="alert" id="payment-error">Your card number is incorrect\./);
    expect(badHtml).toContain('aria-describedby="payment-error"');
    const declined = await submitForm(invoice.hosted_invoice_url!, {
      op: 'pay',
      cardNumber: '4000000000009995',
      expiry: '12/34',
      cvc: '123',
    });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toMatch(/role="alert"[^>]*>Your card has insufficient funds\./);

    const paid = await submitForm(invoice.hosted_invoice_url!, {
      op: 'pay',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(paid.status).toBe(303);
    expect((await h.stripe.invoices.retrieve(invoice.id)).status).toBe('paid');
    expect((await h.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
  });
});

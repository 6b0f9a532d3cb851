import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/react-query';
import * as redirect from '@/lib/redirect';
import { createFakeFetch, type FakeFetch } from '@/testing/fake-fetch';
import { aBillingIssue, aPastDueStatus, aStatus, aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { BillingIssueBanner } from './billing-issue-banner';

const renderBanner = () => renderWithProviders(<BillingIssueBanner userId="user-1" />);
const banner = () => screen.findByRole('region', { name: 'Payment issue' });

describe('BillingIssueBanner', () => {
  let network: FakeFetch;
  beforeEach(() => {
    network = createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      'POST /api/subscription/create-customer-portal': {
        body: { url: 'https://billing.stripe.test/p/session/bps_1' },
      },
    }).install();
  });
  afterEach(() => focusManager.setFocused(undefined));

  it('says a declined payment, its reason, until when Pro stays on and the next try, and opens the portal', async () => {
    network.on('GET /api/subscription/status', { body: aPastDueStatus() });
    const leave = vi.spyOn(redirect, 'redirectTo').mockImplementation(() => {});
    renderBanner();
    const region = await banner();
    expect(region).toHaveTextContent(
      "Your payment didn't go through: your card has insufficient funds. Pro stays on until Jun 3, 2026. We'll try your card again on Jun 4, 2026.",
    );
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    const update = within(region).getByRole('button', { name: 'Update payment method' });
    expect(update).toHaveClass('sf-button-primary');
    // Not an alert: a region, read in its place, not announced on every screen.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(update);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://billing.stripe.test/p/session/bps_1'));
    expect(network.callsTo('POST /api/subscription/create-customer-portal')).toHaveLength(1);
  });

  it('without a reason or a planned retry says only what it knows', async () => {
    network.on('GET /api/subscription/status', {
      body: aPastDueStatus({ reason: null, nextRetryAt: null }),
    });
    renderBanner();
    expect(await banner()).toHaveTextContent(
      /^Your payment didn't go through\. Pro stays on until Jun 3, 2026\.Update payment method$/,
    );
  });

  it('asks to confirm the payment on the invoice page, in this tab, besides updating the card', async () => {
    network.on('GET /api/subscription/status', {
      body: aPastDueStatus({ kind: 'authentication_required', nextRetryAt: null, reason: null }),
    });
    renderBanner();
    const region = await banner();
    expect(region).toHaveTextContent(
      "Your bank asks you to confirm this month's payment. Pro stays on until Jun 3, 2026.",
    );
    const confirm = within(region).getByRole('link', { name: 'Confirm payment' });
    expect(confirm).toHaveAttribute('href', aBillingIssue().invoiceUrl);
    expect(confirm).not.toHaveAttribute('target');
    expect(confirm).toHaveClass('sf-button-primary');
    const update = within(region).getByRole('button', { name: 'Update payment method' });
    expect(update).not.toHaveClass('sf-button-primary');
    // Reading order: the message, Confirm, Update, then the close button.
    const controls = [...region.querySelectorAll<HTMLElement>('a, button')];
    expect(controls.map((control) => control.textContent || control.getAttribute('aria-label'))).toEqual([
      'Confirm payment',
      'Update payment method',
      'Dismiss payment notice',
    ]);
  });

  it('after the grace period says Pro is paused, with the same way out', async () => {
    network.on('GET /api/subscription/status', {
      body: {
        ...aPastDueStatus({ nextRetryAt: null }),
        hasActiveSubscription: false,
        accessEndedBecause: 'non_payment',
      },
    });
    renderBanner();
    const region = await banner();
    expect(region).toHaveTextContent(
      /^Pro is paused: your payment didn't go through\.Update payment method$/,
    );
    expect(region).toHaveClass('sf-billing-banner-paused');
  });

  it('shows nothing while the payments are in order', async () => {
    network.on('GET /api/subscription/status', { body: aStatus() });
    renderBanner();
    await waitFor(() => expect(network.callsTo('GET /api/subscription/status')).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: 'Payment issue' })).not.toBeInTheDocument();
  });

  it('closes for the session, and a new issue shows again', async () => {
    network.on('GET /api/subscription/status', { body: aPastDueStatus() });
    const first = renderBanner();
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Dismiss payment notice' }));
    expect(screen.queryByRole('region', { name: 'Payment issue' })).not.toBeInTheDocument();
    first.unmount();

    // Another screen of the same session: still closed.
    const second = renderBanner();
    await waitFor(() => expect(network.callsTo('GET /api/subscription/status')).toHaveLength(2));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: 'Payment issue' })).not.toBeInTheDocument();
    second.unmount();

    // The next renewal fails too: that is news.
    network.on('GET /api/subscription/status', {
      body: aPastDueStatus({ since: '2026-06-30T09:00:00.000Z', accessUntil: '2026-07-03T09:00:00.000Z' }),
    });
    renderBanner();
    expect(await banner()).toHaveTextContent('Pro stays on until Jul 3, 2026.');
  });

  it('shows again when the grace period ends after it was closed', async () => {
    network.on('GET /api/subscription/status', { body: aPastDueStatus() });
    const first = renderBanner();
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Dismiss payment notice' }));
    first.unmount();
    network.on('GET /api/subscription/status', {
      body: { ...aPastDueStatus(), hasActiveSubscription: false, accessEndedBecause: 'non_payment' },
    });
    renderBanner();
    expect(await banner()).toHaveTextContent("Pro is paused: your payment didn't go through.");
  });

  it('goes once the payment went through, asked again when the page comes back from Stripe', async () => {
    network.on('GET /api/subscription/status', { body: aPastDueStatus() });
    renderBanner();
    await banner();
    network.on('GET /api/subscription/status', { body: aStatus() });
    // Back from the invoice page: the browser restores this page from its back-forward cache.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Payment issue' })).not.toBeInTheDocument(),
    );
    expect(network.callsTo('GET /api/subscription/status')).toHaveLength(2);
  });

  it('asks again when the tab comes back into view while a payment is awaited, and only then', async () => {
    // The app's defaults: nothing is asked again on focus, unless a screen says so.
    const queryClient = createQueryClient();
    network.on('GET /api/subscription/status', { body: aPastDueStatus() });
    renderWithProviders(<BillingIssueBanner userId="user-1" />, { queryClient });
    await banner();
    network.on('GET /api/subscription/status', { body: aStatus() });
    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Payment issue' })).not.toBeInTheDocument(),
    );
    expect(network.callsTo('GET /api/subscription/status')).toHaveLength(2);

    // Paid: coming back to the tab asks nothing more.
    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    await act(() => Promise.resolve());
    expect(network.callsTo('GET /api/subscription/status')).toHaveLength(2);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as redirect from '@/lib/redirect';
import { createFakeFetch, type FakeFetch } from '@/testing/fake-fetch';
import { aBillingIssue, aPastDueStatus, aStatus, aUser, noSubscription } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { SubscriptionCard } from './subscription-card';

const card = () => screen.findByRole('heading', { name: 'Subscription' });

describe('SubscriptionCard', () => {
  let network: FakeFetch;
  beforeEach(() => {
    network = createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      'POST /api/subscription/create-customer-portal': {
        body: { url: 'https://billing.stripe.test/p/session/bps_2' },
      },
    }).install();
  });

  it('shows the plan and the next billing date while payments are in order', async () => {
    network.on('GET /api/subscription/status', { body: aStatus() });
    renderWithProviders(<SubscriptionCard />);
    await card();
    expect(await screen.findByText('Next billing date')).toBeInTheDocument();
    expect(screen.getByText('Pro')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Billing' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says a declined renewal with the banner’s words and opens the portal to update the card; it cannot be closed', async () => {
    network.on('GET /api/subscription/status', { body: aPastDueStatus() });
    const leave = vi.spyOn(redirect, 'redirectTo').mockImplementation(() => {});
    renderWithProviders(<SubscriptionCard />);
    const alert = await screen.findByRole('status');
    expect(alert).toHaveTextContent(
      "Your payment didn't go through: your card has insufficient funds. Pro stays on until Jun 3, 2026.",
    );
    expect(alert).toHaveTextContent("We'll try your card again on Jun 4, 2026.");
    expect(within(alert).queryByRole('button', { name: /close|dismiss/i })).not.toBeInTheDocument();
    // One way out: the alert's button, not a second one to the same portal.
    expect(screen.queryByRole('button', { name: 'Manage Billing' })).not.toBeInTheDocument();
    expect(screen.queryByText('Next billing date')).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Update payment method' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://billing.stripe.test/p/session/bps_2'));
    expect(network.callsTo('POST /api/subscription/create-customer-portal')).toHaveLength(1);
  });

  it('offers to confirm the payment on the invoice page when the bank asks for it', async () => {
    network.on('GET /api/subscription/status', {
      body: aPastDueStatus({ kind: 'authentication_required', nextRetryAt: null }),
    });
    renderWithProviders(<SubscriptionCard />);
    const alert = await screen.findByRole('status');
    expect(alert).toHaveTextContent(
      "Your bank asks you to confirm this month's payment. Pro stays on until Jun 3, 2026.",
    );
    const confirm = within(alert).getByRole('link', { name: 'Confirm payment' });
    expect(confirm).toHaveAttribute('href', aBillingIssue().invoiceUrl);
    expect(confirm).not.toHaveAttribute('target');
    expect(within(alert).getByRole('button', { name: 'Update payment method' })).toBeInTheDocument();
  });

  it('after the grace period says Pro is paused', async () => {
    network.on('GET /api/subscription/status', {
      body: { ...aPastDueStatus(), hasActiveSubscription: false, accessEndedBecause: 'non_payment' },
    });
    renderWithProviders(<SubscriptionCard />);
    const alert = await screen.findByRole('status');
    expect(alert).toHaveTextContent("Pro is paused: your payment didn't go through.");
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Update payment method' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
  });

  it('without a subscription offers the upgrade, as before', async () => {
    network.on('GET /api/subscription/status', { body: noSubscription() });
    renderWithProviders(<SubscriptionCard />);
    expect(await screen.findByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(await screen.findByText('Free (Expired)')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionStatus } from '@stillframe/contracts';
import * as redirect from '@/lib/redirect';
import { createFakeFetch, type FakeFetch } from '@/testing/fake-fetch';
import { aPastDueStatus, aUser, noSubscription } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { SubscriptionRequired } from './subscription-required';

/** Pro is off for a user who had it, for `reason`. */
const endedBecause = (
  reason: SubscriptionStatus['accessEndedBecause'],
  over: Partial<SubscriptionStatus> = {},
): SubscriptionStatus => ({
  ...noSubscription(),
  status: 'canceled',
  subscriptionEndsAt: '2026-05-20T12:00:00.000Z',
  accessEndedBecause: reason,
  ...over,
});

const renderScreen = () =>
  renderWithProviders(<SubscriptionRequired />, {
    route: '/search',
    path: '/search',
    extraRoutes: { '/subscribe': <p>Subscribe screen</p> },
  });

describe('SubscriptionRequired', () => {
  let network: FakeFetch;
  beforeEach(() => {
    network = createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      'GET /api/subscription/plans': { body: [] },
      'POST /api/subscription/create-customer-portal': {
        body: { url: 'https://billing.stripe.test/p/session/bps_3' },
      },
    }).install();
  });

  it('to someone who never subscribed, offers Pro as always', async () => {
    network.on('GET /api/subscription/status', { body: noSubscription() });
    const { queryClient } = renderScreen();
    expect(await screen.findByRole('heading', { name: 'Subscription Required' })).toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryData(['subscription', 'status'])).toEqual(noSubscription()),
    );
    expect(
      screen.getByText('Search, favourite channels and notes are part of Stillframe Pro.'),
    ).toBeInTheDocument();
    expect(screen.getByText('$5.00/month')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeInTheDocument();
    expect(screen.queryByText(/ended|refunded|paused|dispute/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update payment method' })).not.toBeInTheDocument();
  });

  it('after an unpaid renewal, says so and sends to the portal to pay the open invoice', async () => {
    network.on('GET /api/subscription/status', {
      body: { ...aPastDueStatus(), hasActiveSubscription: false, accessEndedBecause: 'non_payment' },
    });
    const leave = vi.spyOn(redirect, 'redirectTo').mockImplementation(() => {});
    renderScreen();
    expect(await screen.findByText("Pro ended because a payment didn't go through.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe Now' })).not.toBeInTheDocument();
    expect(screen.queryByText('$5.00/month')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update payment method' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://billing.stripe.test/p/session/bps_3'));
  });

  it('after the retries, with the subscription kept unpaid, still sends to the portal', async () => {
    network.on('GET /api/subscription/status', { body: endedBecause('non_payment', { status: 'unpaid' }) });
    renderScreen();
    expect(await screen.findByText("Pro ended because a payment didn't go through.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update payment method' })).toBeInTheDocument();
  });

  it('after Stripe canceled the unpaid subscription, offers to subscribe again', async () => {
    network.on('GET /api/subscription/status', { body: endedBecause('non_payment') });
    renderScreen();
    expect(await screen.findByText("Pro ended because a payment didn't go through.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update payment method' })).not.toBeInTheDocument();
  });

  it('after a refund, says Pro has ended and offers to subscribe', async () => {
    network.on('GET /api/subscription/status', { body: endedBecause('refunded') });
    renderScreen();
    expect(await screen.findByText('Your payment was refunded, so Pro has ended.')).toBeInTheDocument();
    expect(screen.getByText('$5.00/month')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByText('Subscribe screen')).toBeInTheDocument();
  });

  it('while a dispute is open, says Pro is paused and how to resolve it, without selling Pro again', async () => {
    network.on('GET /api/subscription/status', { body: endedBecause('disputed', { status: 'active' }) });
    renderScreen();
    expect(
      await screen.findByText("Pro is paused while your bank's dispute of a payment is open."),
    ).toBeInTheDocument();
    expect(screen.getByText(/ask your bank to withdraw the dispute/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update payment method' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account Settings' })).toBeInTheDocument();
  });

  it('after a cancellation, says when the subscription ended and offers to subscribe', async () => {
    network.on('GET /api/subscription/status', { body: endedBecause('canceled') });
    renderScreen();
    expect(await screen.findByText('Your subscription ended on May 20, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeInTheDocument();
    expect(screen.getByText(/30-day money-back guarantee/)).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeFetch } from '@/testing/fake-fetch';
import { aStatus, noSubscription } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { SubscriptionSuccessScreen } from './subscription-success-screen';

const active = aStatus({ subscriptionEndsAt: '2026-12-22T00:00:00.000Z' });
const none = noSubscription();

describe('SubscriptionSuccessScreen', () => {
  it("asks billing for the status with the checkout session id, so a payment shows before Stripe's webhook", async () => {
    const network = createFakeFetch({ 'GET /api/subscription/status': { body: active } }).install();
    const { queryClient } = renderWithProviders(<SubscriptionSuccessScreen />, {
      route: '/subscription/success?session_id=cs_test_abc123',
      path: '/subscription/success',
    });
    expect(await screen.findByText('Welcome to Stillframe Pro!')).toBeInTheDocument();
    expect(screen.getByText(/Your subscription is active/)).toBeInTheDocument();
    await waitFor(() => expect(network.callsTo('GET /api/subscription/status')).toHaveLength(1));
    expect(network.callsTo('GET /api/subscription/status')[0]?.query.get('sessionId')).toBe('cs_test_abc123');
    await waitFor(() => expect(queryClient.getQueryData(['subscription', 'status'])).toEqual(active));
  });

  it('without a session id it simply fetches the status again', async () => {
    const network = createFakeFetch({ 'GET /api/subscription/status': { body: active } }).install();
    renderWithProviders(<SubscriptionSuccessScreen />, {
      route: '/subscription/success',
      path: '/subscription/success',
    });
    await waitFor(() => expect(network.callsTo('GET /api/subscription/status')).toHaveLength(1));
    expect(network.callsTo('GET /api/subscription/status')[0]?.query.has('sessionId')).toBe(false);
  });

  it('opened without paying, it says the payment is not confirmed and never that the subscription is active', async () => {
    createFakeFetch({ 'GET /api/subscription/status': { body: none } }).install();
    renderWithProviders(<SubscriptionSuccessScreen />, {
      route: '/subscription/success',
      path: '/subscription/success',
    });
    expect(await screen.findByText('Payment not confirmed yet')).toBeInTheDocument();
    expect(screen.queryByText(/Your subscription is active/)).not.toBeInTheDocument();
    expect(screen.queryByText('Welcome to Stillframe Pro!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Plans' })).toBeInTheDocument();
  });

  it('while the status is on its way it claims nothing', async () => {
    createFakeFetch({ 'GET /api/subscription/status': () => new Promise(() => {}) }).install();
    renderWithProviders(<SubscriptionSuccessScreen />, {
      route: '/subscription/success?session_id=cs_test_abc123',
      path: '/subscription/success',
    });
    expect(await screen.findByText('Confirming your subscription…')).toBeInTheDocument();
    expect(screen.queryByText(/Your subscription is active/)).not.toBeInTheDocument();
  });

  it('when billing cannot answer, it says so instead of welcoming', async () => {
    createFakeFetch({
      'GET /api/subscription/status': {
        status: 503,
        body: { statusCode: 503, code: 'unavailable', message: 'x' },
      },
    }).install();
    renderWithProviders(<SubscriptionSuccessScreen />, {
      route: '/subscription/success',
      path: '/subscription/success',
    });
    expect(await screen.findByText('Unable to check your subscription')).toBeInTheDocument();
    expect(screen.queryByText(/Your subscription is active/)).not.toBeInTheDocument();
  });
});

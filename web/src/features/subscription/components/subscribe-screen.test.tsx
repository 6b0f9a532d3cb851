import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Plan } from '@stillframe/contracts';
import { createFakeFetch } from '@/testing/fake-fetch';
import { aUser, noSubscription } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import * as redirect from '@/lib/redirect';
import { SubscribeScreen } from './subscribe-screen';

const plan: Plan = {
  id: 'price_pro_monthly',
  name: 'Stillframe Pro',
  price: 500,
  currency: 'usd',
  interval: 'month',
  features: ['Advanced video search with filters'],
};

describe('SubscribeScreen', () => {
  it('offers Upgrade Now only once the plan has loaded, then checks out that plan', async () => {
    let sendPlans: () => void = () => {};
    const plansArrived = new Promise<void>((resolve) => (sendPlans = resolve));
    const network = createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      'GET /api/subscription/status': { body: noSubscription() },
      'GET /api/subscription/plans': () => plansArrived.then(() => ({ body: [plan] })),
      'POST /api/subscription/create-checkout-session': {
        body: { sessionId: 'cs_test_1', url: 'https://checkout.example/cs_test_1' },
      },
    }).install();
    const leave = vi.spyOn(redirect, 'redirectTo').mockImplementation(() => {});
    renderWithProviders(<SubscribeScreen />, { route: '/subscribe', path: '/subscribe' });

    const upgrade = await screen.findByRole('button', { name: 'Upgrade Now' });
    await waitFor(() => expect(network.callsTo('GET /api/subscription/status')).toHaveLength(1));
    // A click before the plan is known would only have said that the checkout failed.
    expect(upgrade).toBeDisabled();

    sendPlans();
    await waitFor(() => expect(upgrade).toBeEnabled());
    await userEvent.click(upgrade);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://checkout.example/cs_test_1'));
    expect(network.callsTo('POST /api/subscription/create-checkout-session')[0]?.body).toEqual({
      priceId: plan.id,
    });
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { VisitorPrompt } from '@/features/watch/components/visitor-prompt';
import { createFakeFetch, type FakeFetch } from '@/testing/fake-fetch';
import { unauthorized } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { AuthRoute } from './auth';
import { SubscribeRoute } from './subscription';

const plan = {
  id: 'price_pro',
  name: 'Stillframe Pro',
  price: 500,
  currency: 'usd',
  interval: 'month',
  features: ['Advanced search'],
};

const renderVisitorWatch = () =>
  renderWithProviders(<VisitorPrompt />, {
    route: '/watch/abcDEF12345',
    path: '/watch/:videoId',
    extraRoutes: { '/auth': <AuthRoute />, '/subscribe': <SubscribeRoute /> },
  });

describe("the visitor's path from the watch screen", () => {
  let net: FakeFetch;
  beforeEach(() => {
    net = createFakeFetch({
      'GET /api/auth/user': unauthorized,
      'GET /api/subscription/plans': { body: [plan] },
    }).install();
  });

  it('says that notes are Pro, not that a free account takes them', async () => {
    renderVisitorWatch();
    expect(
      await screen.findByText(/notes and favourite channels are part of Stillframe Pro/i),
    ).toBeInTheDocument();
    expect(screen.queryByText(/free account/i)).not.toBeInTheDocument();
  });

  it('Sign Up opens the Create Account tab', async () => {
    renderVisitorWatch();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('tab', { name: 'Create Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'false');
  });

  it('Learn More shows the plan and its price without signing in, and leads to sign-up from there', async () => {
    renderVisitorWatch();
    await userEvent.click(await screen.findByRole('button', { name: 'Learn More' }));
    expect(await screen.findByRole('heading', { name: 'Focused YouTube Experience' })).toBeInTheDocument();
    expect(await screen.findByText('$5.00')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/subscribe');
    expect(net.callsTo('GET /api/subscription/status')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Create an Account to Subscribe' }));
    expect(await screen.findByRole('tab', { name: 'Create Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

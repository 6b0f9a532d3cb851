import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeFetch } from '@/testing/fake-fetch';
import { aUser, noSubscription } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { PlanBadge } from './plan-badge';

describe('the header Subscribe button', () => {
  beforeEach(() => {
    createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      'GET /api/subscription/status': { body: noSubscription() },
    }).install();
  });

  it('has the full size of the other header controls, not the cramped small one', async () => {
    renderWithProviders(<PlanBadge />);
    const button = await screen.findByRole('button', { name: 'Subscribe' });
    expect(button).not.toHaveClass('ant-btn-sm');
    expect(button).toHaveClass('sf-subscribe-button');
  });
});

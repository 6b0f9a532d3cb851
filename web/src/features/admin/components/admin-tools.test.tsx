import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeFetch } from '@/testing/fake-fetch';
import { anAdmin } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { AdminTools } from './admin-tools';

const users = [
  { id: 'admin-1', email: 'root@example.com', isAdmin: true, createdAt: '2026-01-01T00:00:00.000Z' },
  { id: 'user-2', email: 'ada@example.com', isAdmin: false, createdAt: '2026-02-01T00:00:00.000Z' },
];
const subscriptions = [
  {
    userId: 'user-2',
    status: 'active',
    cancelAtPeriodEnd: false,
    startedAt: '2026-02-02T00:00:00.000Z',
    refundable: true,
  },
];

describe('AdminTools', () => {
  it('counts users and refunds a subscription under the money-back guarantee after a confirmation', async () => {
    const network = createFakeFetch({
      'GET /api/auth/user': { body: { user: anAdmin() } },
      'GET /api/admin/users': { body: users },
      'GET /api/admin/subscriptions': { body: subscriptions },
      'POST /api/admin/users/user-2/refund': { body: { refunded: true, amountCents: 500, canceled: true } },
    }).install();
    renderWithProviders(<AdminTools />);
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete root@example.com' })).not.toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Refund and cancel the subscription of ada@example.com' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(network.callsTo('POST /api/admin/users/user-2/refund')).toHaveLength(1));
    expect(await screen.findByText('Refunded $5.00; the subscription is cancelled.')).toBeInTheDocument();
  });

  it("shows the server's reason when a refund is refused", async () => {
    createFakeFetch({
      'GET /api/auth/user': { body: { user: anAdmin() } },
      'GET /api/admin/users': { body: users },
      'GET /api/admin/subscriptions': { body: subscriptions },
      'POST /api/admin/users/user-2/refund': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'conflict',
          message: 'The subscription started more than 30 days ago',
        },
      },
    }).install();
    renderWithProviders(<AdminTools />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Refund and cancel the subscription of ada@example.com' }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('The subscription started more than 30 days ago')).toBeInTheDocument();
  });

  it('shows each subscription and offers Refund only where the money-back guarantee applies', async () => {
    const everyone = [
      ...users,
      { id: 'user-3', email: 'never@example.com', isAdmin: false, createdAt: '2026-03-01T00:00:00.000Z' },
      { id: 'user-4', email: 'late@example.com', isAdmin: false, createdAt: '2026-03-01T00:00:00.000Z' },
    ];
    createFakeFetch({
      'GET /api/auth/user': { body: { user: anAdmin() } },
      'GET /api/admin/users': { body: everyone },
      'GET /api/admin/subscriptions': {
        body: [
          ...subscriptions,
          { ...subscriptions[0], userId: 'user-4', status: 'canceled', refundable: false },
        ],
      },
    }).install();
    renderWithProviders(<AdminTools />);
    expect(await screen.findByRole('columnheader', { name: 'Subscription' })).toBeInTheDocument();
    const row = (email: string) => screen.getByText(email).closest('tr')!;
    await waitFor(() => expect(within(row('ada@example.com')).getByText('Active')).toBeInTheDocument());
    expect(within(row('never@example.com')).getByText('None')).toBeInTheDocument();
    expect(within(row('late@example.com')).getByText('Cancelled')).toBeInTheDocument();
    expect(within(row('root@example.com')).getByText('Not needed')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Refund and cancel/ })).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: 'Refund and cancel the subscription of ada@example.com' }),
    ).toBeInTheDocument();
  });

  it('offers no refund while billing cannot say who subscribed', async () => {
    createFakeFetch({
      'GET /api/auth/user': { body: { user: anAdmin() } },
      'GET /api/admin/users': { body: users },
      'GET /api/admin/subscriptions': {
        status: 503,
        body: { statusCode: 503, code: 'unavailable', message: 'Billing is unavailable' },
      },
    }).install();
    renderWithProviders(<AdminTools />);
    expect(await screen.findByText(/Subscription status is unavailable/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Refund and cancel/ })).not.toBeInTheDocument();
  });

  it('on a statistics failure shows only the error, not an empty table', async () => {
    createFakeFetch({
      'GET /api/auth/user': { body: { user: anAdmin() } },
      'GET /api/admin/users': {
        status: 503,
        body: { statusCode: 503, code: 'unavailable', message: 'Auth is unavailable' },
      },
      'GET /api/admin/subscriptions': { body: subscriptions },
    }).install();
    renderWithProviders(<AdminTools />);
    expect(await screen.findByText('Failed to load user statistics')).toBeInTheDocument();
    expect(screen.queryByText('No users found')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

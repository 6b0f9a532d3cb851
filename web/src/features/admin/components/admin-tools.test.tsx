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

describe('AdminTools', () => {
  it('counts users and refunds a subscription under the money-back guarantee after a confirmation', async () => {
    const network = createFakeFetch({
      'GET /api/auth/user': { body: { user: anAdmin() } },
      'GET /api/admin/users': { body: users },
      'POST /api/admin/users/user-2/refund': { body: { refunded: true, amountCents: 500, canceled: true } },
    }).install();
    renderWithProviders(<AdminTools />);
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete root@example.com' })).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Refund and cancel the subscription of ada@example.com' }),
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
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeFetch } from '@/testing/fake-fetch';
import { anAdmin, anAdminSubscription } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { AdminTools } from './admin-tools';

const users = [
  { id: 'admin-1', email: 'root@example.com', isAdmin: true, createdAt: '2026-01-01T00:00:00.000Z' },
  { id: 'user-2', email: 'ada@example.com', isAdmin: false, createdAt: '2026-02-01T00:00:00.000Z' },
];
const subscriptions = [anAdminSubscription({ userId: 'user-2' })];

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
          anAdminSubscription({
            userId: 'user-4',
            status: 'canceled',
            billingState: 'canceled',
            refundable: false,
          }),
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

  it('shows each billing state as a tag and the last billing event with its exact time', async () => {
    const now = new Date();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
    const failedAt = hoursAgo(3);
    const states = [
      ['active', 'Active'],
      ['past_due', 'Past due until Jun 3, 2026'],
      ['unpaid', 'Unpaid'],
      ['disputed', 'Disputed'],
      ['refunded', 'Refunded'],
      ['canceled', 'Cancelled'],
      ['trialing', 'Trial'],
      ['incomplete', 'Incomplete'],
    ] as const;
    const people = states.map(([state], index) => ({
      id: `user-${state}`,
      email: `${state}@example.com`,
      isAdmin: false,
      createdAt: `2026-03-0${index + 1}T00:00:00.000Z`,
    }));
    createFakeFetch({
      'GET /api/auth/user': { body: { user: anAdmin() } },
      'GET /api/admin/users': { body: [users[0], ...people] },
      'GET /api/admin/subscriptions': {
        body: states.map(([state]) =>
          anAdminSubscription({
            userId: `user-${state}`,
            status: state === 'past_due' ? 'past_due' : 'active',
            billingState: state,
            accessUntil: state === 'past_due' ? '2026-06-03T09:00:00.000Z' : null,
            refundable: false,
            lastEventType: state === 'past_due' ? 'invoice.payment_failed' : 'invoice.paid',
            lastEventAt: state === 'past_due' ? failedAt : hoursAgo(48),
          }),
        ),
      },
    }).install();
    renderWithProviders(<AdminTools />);
    expect(await screen.findByRole('columnheader', { name: 'Last billing event' })).toBeInTheDocument();
    const row = (email: string) => screen.getByText(email).closest('tr')!;
    await waitFor(() => expect(within(row('active@example.com')).getByText('Active')).toBeInTheDocument());
    for (const [state, label] of states) {
      const tag = within(row(`${state}@example.com`)).getByText(label);
      expect(tag).toHaveClass('ant-tag');
    }

    const pastDue = within(row('past_due@example.com'));
    expect(pastDue.getByText('invoice.payment_failed')).toBeInTheDocument();
    const when = pastDue.getByText('3 hours ago');
    expect(when.tagName).toBe('TIME');
    expect(when).toHaveAttribute('dateTime', failedAt);
    expect(when.getAttribute('title')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/);
    expect(within(row('root@example.com')).getByText('No events')).toBeInTheDocument();
  });
});

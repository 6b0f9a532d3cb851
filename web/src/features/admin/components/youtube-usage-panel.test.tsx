import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { YouTubeUsage } from '@stillframe/contracts';
import { createFakeFetch, type FakeFetch } from '@/testing/fake-fetch';
import { anAdmin } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { AdminTools } from './admin-tools';

const ADA = '5f0c8b7e-1b7a-4c55-9a57-4a1f2f0b7c01';
const BOB = '5f0c8b7e-1b7a-4c55-9a57-4a1f2f0b7c02';
const GONE = '5f0c8b7e-1b7a-4c55-9a57-4a1f2f0b7c03';
const users = [
  { id: 'admin-1', email: 'root@example.com', isAdmin: true, createdAt: '2026-01-01T00:00:00.000Z' },
  { id: ADA, email: 'ada@example.com', isAdmin: false, createdAt: '2026-02-01T00:00:00.000Z' },
  { id: BOB, email: 'bob@example.com', isAdmin: false, createdAt: '2026-03-01T00:00:00.000Z' },
];
// 20:48 UTC; the quota day resets at 08:00 UTC (midnight Pacific), 11 h 12 min later.
const NOW = new Date('2026-11-26T20:48:00.000Z');

const usage: YouTubeUsage = {
  day: '2026-11-26',
  resetsAt: '2026-11-27T08:00:00.000Z',
  counted: true,
  calls: { search: 37, videos: 2310 },
  buckets: [
    {
      bucket: 'shared',
      limit: 10_000,
      units: 6_420,
      calls: 6_400,
      unitsLastHour: 1_200,
      runsOutAt: '2026-11-26T23:59:00.000Z',
      exhausted: false,
      anonymous: { units: 1_130, share: 2_000 },
      budgets: { pro: 1_000, free: 200 },
      topAccounts: [
        { userId: ADA, plan: 'pro', units: 990, budget: 1_000 },
        { userId: 'admin-1', plan: 'admin', units: 450, budget: null },
        { userId: GONE, plan: 'free', units: 200, budget: 200 },
      ],
    },
    {
      bucket: 'search',
      limit: 100,
      units: 100,
      calls: 100,
      unitsLastHour: 0,
      runsOutAt: null,
      exhausted: true,
      anonymous: { units: 20, share: 20 },
      budgets: { pro: 10, free: 2 },
      topAccounts: [{ userId: BOB, plan: 'free', units: 2, budget: 2 }],
    },
  ],
};

// antd's table and tabs render slowly on a busy machine: a generous bound, never a timed assertion.
describe('the YouTube quota tab of Administrator Tools', { timeout: 30_000 }, () => {
  let net: FakeFetch;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    net = createFakeFetch({
      'GET /api/auth/user': { body: { user: anAdmin() } },
      'GET /api/admin/users': { body: users },
      'GET /api/admin/subscriptions': { body: [] },
      'GET /api/admin/youtube-usage': { body: usage },
    }).install();
  });
  afterEach(() => vi.useRealTimers());

  it('is fetched only when opened, and shows each bucket against its limit with the top accounts by email', async () => {
    renderWithProviders(<AdminTools />);
    await screen.findByText('ada@example.com');
    expect(net.callsTo('GET /api/admin/youtube-usage')).toHaveLength(0);

    await userEvent.click(screen.getByRole('tab', { name: 'YouTube quota' }));
    const panel = await screen.findByRole('region', { name: 'YouTube quota today' }, { timeout: 10_000 });
    expect(net.callsTo('GET /api/admin/youtube-usage')).toHaveLength(1);
    expect(panel).toHaveTextContent(/Resets at .+ your time \(midnight Pacific\), in 11 h 12 min/);
    expect(panel).toHaveTextContent('Calls today: search 37 · videos 2,310');

    const shared = within(panel).getByRole('heading', { name: 'Everything but search' }).closest('.ant-card');
    expect(shared).toHaveTextContent('6,420/ 10,000');
    expect(shared).toHaveTextContent('1,200units/h');
    expect(shared).toHaveTextContent('1,130/ 2,000');
    expect(shared).toHaveTextContent(/At this rate, runs out at .+ your time \(in 3 h 11 min\)/);
    expect(shared).toHaveTextContent('1,000 units a day with Pro, 200 without');
    const top = within(shared as HTMLElement).getByRole('table');
    const rows = within(top).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'ada@example.comPro990 of 1,000',
      'root@example.comAdmin450 (exempt)',
      'Account 5f0c8b7e…Free200 of 200',
    ]);

    const search = within(panel).getByRole('heading', { name: 'Search' }).closest('.ant-card');
    expect(search).toHaveTextContent('Spent: nothing goes to YouTube until the reset');
    expect(within(search as HTMLElement).getByText('bob@example.com')).toBeInTheDocument();
  });

  it('warns that the figures are not counted while the ledger cannot be read', async () => {
    net.on('GET /api/admin/youtube-usage', { body: { ...usage, counted: false } });
    renderWithProviders(<AdminTools />);
    await userEvent.click(await screen.findByRole('tab', { name: 'YouTube quota' }));
    expect(
      await screen.findByText('The quota ledger cannot be read right now', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

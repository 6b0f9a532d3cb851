import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeFetch } from '@/testing/fake-fetch';
import { aStatus, aUser, noSubscription } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { CommunityCard } from './community-card';

const user = aUser();
const stored = (kind: 'segments' | 'dearrow') =>
  JSON.parse(localStorage.getItem(`stillframe.${kind}.${user.id}`) ?? 'null') as Record<
    string,
    unknown
  > | null;

describe('the SponsorBlock and DeArrow settings', () => {
  afterEach(() => localStorage.clear());

  it('shows the defaults and keeps each change for this account at once', async () => {
    createFakeFetch({
      'GET /api/auth/user': { body: { user } },
      'GET /api/subscription/status': { body: aStatus() },
    }).install();
    renderWithProviders(<CommunityCard />);
    const sponsor = await screen.findByRole('radiogroup', { name: 'Sponsor' });
    await waitFor(() => expect(sponsor.querySelector('input[value="skip"]')).toBeChecked());
    const intro = screen.getByRole('radiogroup', { name: 'Intro' });
    expect(intro.querySelector('input[value="show"]')).toBeChecked();

    await userEvent.click(intro.querySelector('input[value="skip"]')!);
    expect(stored('segments')).toMatchObject({ intro: 'skip', sponsor: 'skip' });
    await waitFor(() => expect(intro.querySelector('input[value="skip"]')).toBeChecked());

    const deArrow = screen.getByRole('switch', { name: 'Show community titles and thumbnails' });
    expect(deArrow).not.toBeChecked();
    const format = screen.getByRole('switch', { name: /Format original titles/ });
    expect(format).toBeDisabled();
    await userEvent.click(deArrow);
    expect(stored('dearrow')).toEqual({ enabled: true, formatOriginalTitles: true });
    await waitFor(() => expect(format).toBeEnabled());
    await userEvent.click(format);
    expect(stored('dearrow')).toEqual({ enabled: true, formatOriginalTitles: false });
  });

  it('offers Pro to an account without it, with every choice disabled', async () => {
    createFakeFetch({
      'GET /api/auth/user': { body: { user } },
      'GET /api/subscription/status': { body: noSubscription() },
    }).install();
    renderWithProviders(<CommunityCard />);
    expect(await screen.findByRole('link', { name: 'Pro' })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Show community titles and thumbnails' })).toBeDisabled();
  });
});

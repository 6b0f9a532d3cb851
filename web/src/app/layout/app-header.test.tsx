import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeFetch } from '@/testing/fake-fetch';
import { unauthorized } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { AppHeader } from './app-header';

describe('the header of a signed-out visitor', () => {
  beforeEach(() => {
    window.localStorage.clear();
    createFakeFetch({ 'GET /api/auth/user': unauthorized }).install();
  });

  it('switches the theme of the whole page and keeps the choice', async () => {
    renderWithProviders(<AppHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('goes to /auth from Sign In', async () => {
    renderWithProviders(<AppHeader />, { extraRoutes: { '/auth': <p>auth screen</p> } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('auth screen')).toBeInTheDocument();
  });
});

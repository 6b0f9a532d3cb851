import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch } from '@/testing/fake-fetch';
import { aNote, aStatus, aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { NotesScreen } from './notes-screen';

const CARD_HEIGHT = 280;

describe('the notes list with many notes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws only the cards near the viewport, and tells assistive technology how many there are', async () => {
    // jsdom has no layout: every list item is given a card's height.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'listitem' ? CARD_HEIGHT : 0;
    });
    const notes = Array.from({ length: 1000 }, (_, index) =>
      aNote({ id: `n-${index}`, note: `Note number ${index}` }),
    );
    createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      'GET /api/subscription/status': { body: aStatus() },
      'GET /api/notes': { body: notes },
    }).install();
    renderWithProviders(<NotesScreen />);
    expect(await screen.findByText('Note number 0', {}, { timeout: 5000 })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(1);
    expect(items.length).toBeLessThan(20);
    expect(items[0]).toHaveAttribute('aria-setsize', '1000');
    expect(screen.queryByText('Note number 999')).not.toBeInTheDocument();
  });

  it('keeps every card in the page for a short list', async () => {
    createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      'GET /api/subscription/status': { body: aStatus() },
      'GET /api/notes': {
        body: Array.from({ length: 12 }, (_, index) => aNote({ id: `n-${index}`, note: `Short ${index}` })),
      },
    }).install();
    renderWithProviders(<NotesScreen />);
    expect(await screen.findByText('Short 11', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
  });
});

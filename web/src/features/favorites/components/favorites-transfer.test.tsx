import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeFetch } from '@/testing/fake-fetch';
import { aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { FavoritesScreen } from './favorites-screen';

const forest = 'UC3HCkVV2K2ovOaz3m7XF6NQ';
const garden = 'UC9TyeaHD5WFLQDwWKLV5-Mg';
const unknown = 'UCzzzzzzzzzzzzzzzzzzzzzz';
const catalogChannel = (id: string, title: string) => ({
  id,
  snippet: { title, description: 'From the catalog', thumbnails: {} },
  statistics: { subscriberCount: '5000' },
});
const favorite = {
  id: garden,
  title: 'Garden in Slow Motion',
  thumbnailUrl: '',
  subscriberCount: '',
  description: '',
  createdAt: '2026-11-01T10:00:00.000Z',
};

// jsdom's File has no arrayBuffer(); browsers' has.
const fileOf = (content: string, name: string) =>
  Object.assign(new File([content], name), {
    arrayBuffer: async () => new TextEncoder().encode(content).buffer,
  });
const upload = (content: string, name: string) =>
  fireEvent.change(screen.getByLabelText('Choose a subscriptions file to import'), {
    target: { files: [fileOf(content, name)] },
  });

describe('importing favourites', () => {
  it('previews what will be added with catalog titles, what is a favourite already and what was skipped, then adds the chosen', async () => {
    const net = createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      'GET /api/favorites': { body: [favorite] },
      [`GET /api/youtube/channel-details/${encodeURIComponent([forest, garden, unknown].join(','))}`]: {
        body: { items: [catalogChannel(forest, 'Quiet Forest Walks'), catalogChannel(garden, 'Garden')] },
      },
      'POST /api/favorites/import': { body: { added: [forest], alreadyFavorites: [] } },
    }).install();
    renderWithProviders(<FavoritesScreen />);
    await screen.findByText('Garden in Slow Motion');
    upload(
      `Kanal-ID,Kanal-URL,Kanaltitel\n${forest},,Forest as the file names it\n${garden},,Garden\n${unknown},,Gone\nUCbad,,Bad\n`,
      'abos.txt',
    );
    expect(await screen.findByText('Read as: Google Takeout subscriptions (CSV)')).toBeInTheDocument();
    expect(screen.getByText('To add (1)')).toBeInTheDocument();
    expect(screen.getByText('Quiet Forest Walks')).toBeInTheDocument();
    expect(screen.getByText('Already favourites (1)')).toBeInTheDocument();
    expect(screen.getByText('Skipped (2)')).toBeInTheDocument();
    expect(screen.getByText('YouTube does not know this channel')).toBeInTheDocument();
    expect(screen.getByText('No valid channel id')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add 1 channel' }));
    expect(await screen.findByText('Added 1 channel')).toBeInTheDocument();
    expect(net.callsTo('POST /api/favorites/import')[0]?.body).toEqual({
      channels: [
        {
          id: forest,
          title: 'Quiet Forest Walks',
          thumbnailUrl: '',
          subscriberCount: '5000',
          description: 'From the catalog',
        },
      ],
    });
  });

  it('refuses a hostile file with a message naming the problem, calling nothing', async () => {
    const net = createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      'GET /api/favorites': { body: [] },
    }).install();
    renderWithProviders(<FavoritesScreen />);
    await screen.findByText('No favorite channels yet');
    upload('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><opml/>', 'subs.opml');
    expect(await screen.findByText('subs.opml was not imported')).toBeInTheDocument();
    expect(screen.getByText(/declares a DOCTYPE or entities/)).toBeInTheDocument();
    await waitFor(() => expect(net.callsTo('POST /api/favorites/import')).toHaveLength(0));
  });
});

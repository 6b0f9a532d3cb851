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
  snippet: {
    title: ` ${title} `,
    description: 'From the catalog',
    thumbnails: {
      default: { url: `https://yt3.example/${id}/s88.jpg` },
      medium: { url: `https://yt3.example/${id}/s240.jpg` },
    },
  },
  statistics: { subscriberCount: '5000' },
  seal: `${id.slice(2)}seal${'x'.repeat(15)}`,
});
const page = (items: unknown[], nextCursor: string | null = null) => ({ body: { items, nextCursor } });
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
  it('previews what will be added with catalog titles, what is a favourite already (on any page) and what was skipped, then adds the chosen with their seals', async () => {
    const net = createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      // The garden is a favourite on the second page only: the preview must read every page.
      'GET /api/favorites': (request) =>
        request.query.get('cursor') === 'second'
          ? page([favorite])
          : page([{ ...favorite, id: 'UCnewestnewestnewestnewe', title: 'Newest' }], 'second'),
      [`GET /api/youtube/channel-details/${encodeURIComponent([forest, garden, unknown].join(','))}`]: {
        body: { items: [catalogChannel(forest, 'Quiet Forest Walks'), catalogChannel(garden, 'Garden')] },
      },
      'POST /api/favorites/import': { body: { added: [forest], alreadyFavorites: [] } },
    }).install();
    renderWithProviders(<FavoritesScreen />);
    await screen.findByRole('button', { name: 'Show more' });
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
          thumbnailUrl: `https://yt3.example/${forest}/s240.jpg`,
          subscriberCount: '5000',
          description: 'From the catalog',
          seal: catalogChannel(forest, '').seal,
        },
      ],
    });
  });

  it('refuses a hostile file with a message naming the problem, calling nothing', async () => {
    const net = createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      'GET /api/favorites': page([]),
    }).install();
    renderWithProviders(<FavoritesScreen />);
    await screen.findByText('No favorite channels yet');
    upload('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><opml/>', 'subs.opml');
    expect(await screen.findByText('subs.opml was not imported')).toBeInTheDocument();
    expect(screen.getByText(/declares a DOCTYPE or entities/)).toBeInTheDocument();
    await waitFor(() => expect(net.callsTo('POST /api/favorites/import')).toHaveLength(0));
  });

  it('says clearly when the account cannot keep more favourites, and that nothing was added', async () => {
    const message = 'Your account keeps at most 5,000 favourite channels; remove some to add others.';
    createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      'GET /api/favorites': page([]),
      [`GET /api/youtube/channel-details/${forest}`]: {
        body: { items: [catalogChannel(forest, 'Quiet Forest Walks')] },
      },
      'POST /api/favorites/import': {
        status: 409,
        body: { statusCode: 409, code: 'storage_limit', message },
      },
    }).install();
    renderWithProviders(<FavoritesScreen />);
    await screen.findByText('No favorite channels yet');
    upload(`Channel Id,Channel Url,Channel Title\n${forest},,Forest\n`, 'subscriptions.csv');
    fireEvent.click(await screen.findByRole('button', { name: 'Add 1 channel' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('subscriptions.csv was not imported');
    expect(alert).toHaveTextContent(`Nothing was added: ${message}`);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShareGoneMessage } from '@stillframe/contracts';
import { createFakeFetch, errorReply } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render';
import { SharedNotesScreen } from './shared-notes-screen';

const token = 'abc_DEF-123'.padEnd(43, 'x');

describe('the shared notes page', () => {
  it("shows the video's title and its notes, each time opening the watch page there", async () => {
    createFakeFetch({
      [`GET /api/shared-notes/${token}`]: {
        body: {
          videoId: 'abcDEF12345',
          videoTitle: 'Forest walk',
          notes: [
            { note: 'The bridge', timestamp: 5 },
            { note: 'The <b>light</b>', timestamp: 75 },
          ],
        },
      },
    }).install();
    renderWithProviders(<SharedNotesScreen />, { route: `/shared/${token}`, path: '/shared/:token' });
    expect(await screen.findByRole('heading', { name: 'Forest walk' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open at 1:15' })).toHaveAttribute(
      'href',
      '/watch/abcDEF12345?t=75',
    );
    // Text, never markup.
    expect(screen.getByText('The <b>light</b>')).toBeInTheDocument();
  });

  it('shows the video as a card from the catalog: thumbnail, title, channel and date', async () => {
    createFakeFetch({
      [`GET /api/shared-notes/${token}`]: {
        body: {
          videoId: 'abcDEF12345',
          videoTitle: 'Forest walk',
          notes: [{ note: 'The bridge', timestamp: 5 }],
        },
      },
      'GET /api/youtube/videos/abcDEF12345': {
        body: {
          items: [
            {
              id: 'abcDEF12345',
              snippet: {
                title: 'Forest walk at dawn',
                description: '',
                channelId: 'UCaaaaaaaaaaaaaaaaaaaaaa',
                channelTitle: 'Quiet Forest Walks',
                publishedAt: '2025-06-15T08:00:00Z',
                thumbnails: { medium: { url: 'https://i.ytimg.com/vi/abcDEF12345/mqdefault.jpg' } },
              },
              contentDetails: { duration: 'PT12M3S' },
            },
          ],
        },
      },
    }).install();
    const { container } = renderWithProviders(<SharedNotesScreen />, {
      route: `/shared/${token}`,
      path: '/shared/:token',
    });
    const title = await screen.findByRole('heading', { name: 'Forest walk at dawn' });
    expect(within(title).getByRole('link')).toHaveAttribute('href', '/watch/abcDEF12345');
    expect(screen.getByRole('link', { name: 'Quiet Forest Walks' })).toHaveAttribute(
      'href',
      '/channel/UCaaaaaaaaaaaaaaaaaaaaaa',
    );
    expect(screen.getByText(/Jun 15, 2025 · 12:03/)).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/abcDEF12345/mqdefault.jpg',
    );
    expect(screen.getByText('The bridge')).toBeInTheDocument();
  });

  it('says the link was revoked or never existed when it answers 404', async () => {
    createFakeFetch({
      [`GET /api/shared-notes/${token}`]: errorReply(404, 'not_found', ShareGoneMessage),
    }).install();
    renderWithProviders(<SharedNotesScreen />, { route: `/shared/${token}`, path: '/shared/:token' });
    expect(await screen.findByText(ShareGoneMessage)).toBeInTheDocument();
  });
});

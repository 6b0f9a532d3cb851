import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render';
import { FallbackQuotes } from '@stillframe/contracts';
import { BackdropScreen } from './backdrop-screen';

const photo = {
  id: 'p1',
  urls: { regular: 'https://images.unsplash.com/photo-1' },
  user: { name: 'Lena Field', links: { html: 'https://unsplash.com/@lena' } },
  alt_description: 'green hills',
};

describe('BackdropScreen', () => {
  it('shows skeleton bars, then the quote and the credited photo once it has loaded', async () => {
    createFakeFetch({
      'GET /api/quotes/random': { body: [{ q: 'Be still.', a: 'Someone' }] },
      'GET /api/unsplash/random': { body: photo },
    }).install();
    renderWithProviders(<BackdropScreen />);
    expect(screen.getByRole('status', { name: 'Loading quote' })).toBeInTheDocument();
    expect(await screen.findByText('“Be still.”')).toBeInTheDocument();
    const credit = screen.getByRole('link', { name: 'Lena Field' });
    expect(credit).toHaveAttribute(
      'href',
      'https://unsplash.com/@lena?utm_source=stillframe&utm_medium=referral',
    );
    const image = screen.getByTestId('backdrop-image');
    expect(image).not.toHaveClass('is-loaded');
    fireEvent.load(image);
    expect(image).toHaveClass('is-loaded');
  });

  it('uses a built-in quote when the quote call fails, and no photo on 204', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const net = createFakeFetch({
      'GET /api/quotes/random': { status: 502, text: 'bad gateway' },
      'GET /api/unsplash/random': { status: 204 },
    }).install();
    renderWithProviders(<BackdropScreen />);
    const quote = await screen.findByRole('figure');
    expect(FallbackQuotes.some(({ q }) => quote.textContent?.includes(q))).toBe(true);
    expect(screen.queryByTestId('backdrop-image')).not.toBeInTheDocument();
    expect(net.callsTo('GET /api/unsplash/random')[0]?.query.get('orientation')).toBe('landscape');
    expect(net.callsTo('GET /api/unsplash/random')[0]?.query.get('query')).toBe('nature landscape');
  });
});

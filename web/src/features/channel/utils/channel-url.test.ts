import { describe, expect, it } from 'vitest';
import { parseChannelState, toChannelParams } from './channel-url';

describe('the channel screen URL', () => {
  it('reads search, order, duration and the Shorts toggle, falling back to defaults for unknown values', () => {
    expect(
      parseChannelState(new URLSearchParams('q=+bread++&order=oldest&duration=long&shorts=hide')),
    ).toEqual({
      q: 'bread',
      order: 'oldest',
      duration: 'long',
      hideShorts: true,
    });
    expect(parseChannelState(new URLSearchParams('order=relevance&duration=forever&shorts=yes'))).toEqual({
      q: '',
      order: 'date',
      duration: 'any',
      hideShorts: false,
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = toChannelParams(
      { q: 'rye', order: 'oldest', duration: 'any', hideShorts: true },
      new URLSearchParams('by=username&order=title'),
    );
    expect(params.toString()).toBe('by=username&order=oldest&q=rye&shorts=hide');
    expect(
      toChannelParams({ q: '', order: 'date', duration: 'any', hideShorts: false }, params).toString(),
    ).toBe('by=username');
  });
});

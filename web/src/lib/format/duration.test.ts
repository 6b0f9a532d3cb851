import { describe, expect, it } from 'vitest';
import { formatDuration, formatPlaybackTime, parseIsoDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    ['PT1H2M3S', '1:02:03'],
    ['PT10H', '10:00:00'],
    ['PT1H5S', '1:00:05'],
    ['PT4M5S', '4:05'],
    ['PT12M', '12:00'],
    ['PT45S', '0:45'],
    ['PT59M59S', '59:59'],
    ['P1DT2H3M4S', '26:03:04'],
  ])('%s → %s', (iso, text) => {
    expect(formatDuration(iso)).toBe(text);
  });

  it.each([undefined, '', 'P0D', 'PT0S', 'garbage', 'PT', '1:00'])('gives no badge for %j', (iso) => {
    expect(formatDuration(iso)).toBeNull();
  });

  it('parses to seconds', () => {
    expect(parseIsoDuration('PT1M30S')).toBe(90);
  });
});

describe('formatPlaybackTime', () => {
  it('shows minutes and zero-padded seconds', () => {
    expect(formatPlaybackTime(0)).toBe('0:00');
    expect(formatPlaybackTime(65.9)).toBe('1:05');
    expect(formatPlaybackTime(3725)).toBe('62:05');
  });

  it('falls back to 0:00', () => {
    expect(formatPlaybackTime(Number.NaN)).toBe('0:00');
    expect(formatPlaybackTime(undefined)).toBe('0:00');
    expect(formatPlaybackTime(-3)).toBe('0:00');
  });
});

import { nextPacificMidnight, pacificDay } from './pacific-day.js';

describe('the quota day', () => {
  it('is the date in California, not in UTC', () => {
    // 03:00 UTC on 15 January is still 14 January, 19:00 in California.
    expect(pacificDay(Date.parse('2026-01-15T03:00:00Z'))).toBe('2026-01-14');
    expect(pacificDay(Date.parse('2026-01-15T08:00:00Z'))).toBe('2026-01-15');
  });

  it('resets at the coming midnight Pacific, standard time and daylight time alike', () => {
    expect(new Date(nextPacificMidnight(Date.parse('2026-01-15T03:00:00Z'))).toISOString()).toBe(
      '2026-01-15T08:00:00.000Z',
    );
    expect(new Date(nextPacificMidnight(Date.parse('2026-07-01T12:34:56Z'))).toISOString()).toBe(
      '2026-07-02T07:00:00.000Z',
    );
  });

  it('handles the days daylight saving starts and ends', () => {
    // 8 March 2026 has 23 hours in California, 1 November 2026 has 25.
    expect(new Date(nextPacificMidnight(Date.parse('2026-03-08T09:00:00Z'))).toISOString()).toBe(
      '2026-03-09T07:00:00.000Z',
    );
    expect(new Date(nextPacificMidnight(Date.parse('2026-11-01T08:30:00Z'))).toISOString()).toBe(
      '2026-11-02T08:00:00.000Z',
    );
  });

  it('at midnight exactly, the next reset is a day later', () => {
    const midnight = Date.parse('2026-01-15T08:00:00Z');
    expect(nextPacificMidnight(midnight)).toBe(midnight + 24 * 3600_000);
  });
});

import { describe, expect, it } from 'vitest';
import { localTime, resetText, runsOutText, untilText } from './usage-times';

// 2026-11-26 20:48 UTC = 12:48 PM in California; the quota day resets at 08:00 UTC next morning.
const NOW = new Date('2026-11-26T20:48:00.000Z');
const RESET = '2026-11-27T08:00:00.000Z';

describe('the usage screen times', () => {
  it('says how long until a moment', () => {
    expect(untilText(RESET, NOW)).toBe('11 h 12 min');
    expect(untilText('2026-11-26T21:00:00.000Z', NOW)).toBe('12 min');
    expect(untilText('2026-11-26T22:48:00.000Z', NOW)).toBe('2 h');
    expect(untilText('2026-11-26T20:48:30.000Z', NOW)).toBe('less than a minute');
  });

  it("gives the reset in the reader's time zone and states it as midnight Pacific", () => {
    // Already Thursday evening in Berlin: the reset is on Friday there.
    expect(resetText(RESET, NOW, 'Europe/Berlin')).toBe(
      'Fri 9:00 AM your time (midnight Pacific), in 11 h 12 min',
    );
    // Friday morning in Tokyo: the reset is later the same day.
    expect(resetText(RESET, NOW, 'Asia/Tokyo')).toBe('5:00 PM your time (midnight Pacific), in 11 h 12 min');
    // In California the reset is tomorrow's first minute: the day is named.
    expect(resetText(RESET, NOW, 'America/Los_Angeles')).toBe(
      'Fri 12:00 AM your time (midnight Pacific), in 11 h 12 min',
    );
  });

  it('names the day only when it is not today where the reader is', () => {
    expect(localTime('2026-11-26T22:00:00.000Z', NOW, 'Europe/Berlin')).toBe('11:00 PM');
    expect(localTime('2026-11-26T23:30:00.000Z', NOW, 'Europe/Berlin')).toBe('Fri 12:30 AM');
  });

  it('says when a bucket runs out at the last hour’s rate, that it lasts, or that it is spent', () => {
    expect(runsOutText({ runsOutAt: '2026-11-26T23:00:00.000Z', exhausted: false }, NOW, 'UTC')).toBe(
      'At this rate, runs out at 11:00 PM your time (in 2 h 12 min)',
    );
    expect(runsOutText({ runsOutAt: null, exhausted: false }, NOW, 'UTC')).toBe(
      'Lasts until the reset at this rate',
    );
    expect(runsOutText({ runsOutAt: null, exhausted: true }, NOW, 'UTC')).toBe(
      'Spent: nothing goes to YouTube until the reset',
    );
  });
});

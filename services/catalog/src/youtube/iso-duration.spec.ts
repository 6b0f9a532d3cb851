import { durationSeconds, matchesDuration } from './iso-duration.js';

describe('video durations', () => {
  it('reads the forms YouTube sends', () => {
    expect(durationSeconds('PT45S')).toBe(45);
    expect(durationSeconds('PT4M13S')).toBe(253);
    expect(durationSeconds('PT1H2M3S')).toBe(3723);
    expect(durationSeconds('PT20M')).toBe(1200);
    expect(durationSeconds('P1DT2H10M')).toBe(94_200);
    expect(durationSeconds('P0D')).toBe(0);
    expect(durationSeconds('4:13')).toBeNull();
    expect(durationSeconds('PT')).toBeNull();
  });

  it('puts videos in the platform buckets, 4 and 20 minutes being medium', () => {
    expect(matchesDuration('PT3M59S', 'short')).toBe(true);
    expect(matchesDuration('PT4M', 'short')).toBe(false);
    expect(matchesDuration('PT4M', 'medium')).toBe(true);
    expect(matchesDuration('PT20M', 'medium')).toBe(true);
    expect(matchesDuration('PT20M1S', 'medium')).toBe(false);
    expect(matchesDuration('PT20M1S', 'long')).toBe(true);
    expect(matchesDuration('PT1M', 'any')).toBe(true);
  });
});

import { chooseBranding, displayTitle } from './branding-choice.js';

const title = (overrides: Partial<{ title: string; original: boolean; votes: number; locked: boolean }>) => ({
  title: 'How the Collatz conjecture works',
  original: false,
  votes: 0,
  locked: false,
  ...overrides,
});
const thumbnail = (
  overrides: Partial<{ timestamp: number | null; original: boolean; votes: number; locked: boolean }>,
) => ({
  timestamp: 183.42,
  original: false,
  votes: 0,
  locked: false,
  ...overrides,
});

describe("choosing what to show of DeArrow's answer", () => {
  it('takes the first title and thumbnail when locked or not voted down', () => {
    expect(chooseBranding({ titles: [title({})], thumbnails: [thumbnail({})] })).toEqual({
      title: 'How the Collatz conjecture works',
      thumbnailTime: 183.42,
    });
    expect(
      chooseBranding({
        titles: [title({ votes: -1, locked: true })],
        thumbnails: [thumbnail({ votes: -3, locked: true })],
      }),
    ).toEqual({ title: 'How the Collatz conjecture works', thumbnailTime: 183.42 });
  });

  it('keeps the originals for a title voted down, an endorsed original, an original thumbnail or nothing at all', () => {
    expect(
      chooseBranding({ titles: [title({ votes: -1 })], thumbnails: [thumbnail({ votes: -1 })] }),
    ).toEqual({
      title: null,
      thumbnailTime: null,
    });
    expect(
      chooseBranding({
        titles: [title({ original: true })],
        thumbnails: [thumbnail({ original: true, timestamp: null })],
      }),
    ).toEqual({ title: null, thumbnailTime: null });
    expect(chooseBranding(undefined)).toEqual({ title: null, thumbnailTime: null });
    expect(chooseBranding({ titles: [], thumbnails: [] })).toEqual({ title: null, thumbnailTime: null });
  });

  it("shows '<' for DeArrow's stored '‹' and never the '>' that keeps a word's capitals", () => {
    expect(displayTitle('Why x \u2039 y in >iOS')).toBe('Why x < y in iOS');
    expect(displayTitle('>NASA launches a probe')).toBe('NASA launches a probe');
    expect(displayTitle('3 > 2, and so on')).toBe('3 > 2, and so on');
    expect(displayTitle('  ')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { SponsorSegment } from '@stillframe/contracts';
import { DEFAULT_SEGMENT_SETTINGS, type SegmentSettings } from '@/lib/sponsorblock/segment-settings';
import { autoSkipped, shownSegments, skipAt } from './skip-plan';

const segment = (
  uuid: string,
  category: SponsorSegment['category'],
  start: number,
  end: number,
  actionType: SponsorSegment['actionType'] = 'skip',
): SponsorSegment => ({
  uuid,
  category,
  actionType,
  start,
  end,
  videoDuration: 600,
});
const none = new Set<string>();
const skipAll: SegmentSettings = { ...DEFAULT_SEGMENT_SETTINGS, intro: 'skip', selfpromo: 'skip' };

describe('what the player skips', () => {
  const segments = [
    segment('intro', 'intro', 0, 5),
    segment('sponsor', 'sponsor', 10, 40),
    segment('promo', 'selfpromo', 300, 320),
  ];

  it('by default skips sponsors only, from anywhere inside them', () => {
    expect(skipAt(segments, DEFAULT_SEGMENT_SETTINGS, 2, none)).toBeNull();
    expect(skipAt(segments, DEFAULT_SEGMENT_SETTINGS, 10, none)).toEqual({
      from: 10,
      to: 40,
      uuids: ['sponsor'],
      categories: ['sponsor'],
    });
    expect(skipAt(segments, DEFAULT_SEGMENT_SETTINGS, 25.5, none)?.to).toBe(40);
    expect(skipAt(segments, DEFAULT_SEGMENT_SETTINGS, 305, none)).toBeNull();
  });

  it('does not skip again on landing at the end of a segment, nor before it starts', () => {
    expect(skipAt(segments, DEFAULT_SEGMENT_SETTINGS, 40, none)).toBeNull();
    expect(skipAt(segments, DEFAULT_SEGMENT_SETTINGS, 39.95, none)).toBeNull();
    expect(skipAt(segments, DEFAULT_SEGMENT_SETTINGS, 9.9, none)).toBeNull();
  });

  it('never skips a segment whose skip was undone', () => {
    expect(skipAt(segments, DEFAULT_SEGMENT_SETTINGS, 12, new Set(['sponsor']))).toBeNull();
  });

  it('follows the settings: a category set to skip is skipped, "show only" and "off" are not', () => {
    expect(skipAt(segments, skipAll, 1, none)?.uuids).toEqual(['intro']);
    expect(skipAt(segments, { ...DEFAULT_SEGMENT_SETTINGS, sponsor: 'show' }, 12, none)).toBeNull();
    expect(skipAt(segments, { ...DEFAULT_SEGMENT_SETTINGS, sponsor: 'off' }, 12, none)).toBeNull();
  });

  it('jumps over touching and overlapping skipped segments at once, in any order given', () => {
    const chain = [
      segment('b', 'selfpromo', 39.998, 60),
      segment('a', 'sponsor', 10, 40),
      segment('c', 'intro', 55, 70),
      segment('d', 'sponsor', 71, 80),
    ];
    expect(skipAt(chain, skipAll, 11, none)).toEqual({
      from: 10,
      to: 70,
      uuids: ['a', 'b', 'c'],
      categories: ['sponsor', 'selfpromo', 'intro'],
    });
    expect(skipAt(chain, DEFAULT_SEGMENT_SETTINGS, 11, none)?.to).toBe(40);
  });

  it('never skips a highlight, a whole-video label or a mute', () => {
    const others = [
      segment('p', 'poi_highlight', 50, 50, 'poi'),
      segment('f', 'sponsor', 0, 0, 'full'),
      segment('m', 'sponsor', 5, 9, 'mute'),
    ];
    expect(autoSkipped(others, skipAll)).toEqual([]);
    expect(skipAt(others, skipAll, 6, none)).toBeNull();
  });

  it('draws every category not turned off, but no whole-video label', () => {
    const all = [...segments, segment('f', 'exclusive_access', 0, 0, 'full')];
    expect(shownSegments(all, { ...DEFAULT_SEGMENT_SETTINGS, intro: 'off' }).map((s) => s.uuid)).toEqual([
      'sponsor',
      'promo',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_SEGMENT_SETTINGS, parseSegmentSettings, SEGMENT_CATEGORIES } from './segment-settings';
import { DEFAULT_DEARROW_SETTINGS, parseDeArrowSettings } from '../dearrow/dearrow-settings';

describe('SponsorBlock and DeArrow settings', () => {
  it('default to skipping sponsors and showing every other category, DeArrow off', () => {
    expect(parseSegmentSettings(null)).toEqual(DEFAULT_SEGMENT_SETTINGS);
    for (const { category } of SEGMENT_CATEGORIES)
      expect(DEFAULT_SEGMENT_SETTINGS[category]).toBe(category === 'sponsor' ? 'skip' : 'show');
    expect(parseDeArrowSettings(null)).toEqual({ enabled: false, formatOriginalTitles: true });
  });

  it('read stored choices over the defaults and ignore anything damaged or unknown', () => {
    expect(parseSegmentSettings('{"intro":"skip","sponsor":"off","outro":"later","ghost":"skip"}')).toEqual({
      ...DEFAULT_SEGMENT_SETTINGS,
      intro: 'skip',
      sponsor: 'off',
    });
    expect(parseSegmentSettings('not json')).toEqual(DEFAULT_SEGMENT_SETTINGS);
    expect(parseSegmentSettings('null')).toEqual(DEFAULT_SEGMENT_SETTINGS);
    expect(parseDeArrowSettings('{"enabled":true,"formatOriginalTitles":"yes"}')).toEqual({
      ...DEFAULT_DEARROW_SETTINGS,
      enabled: true,
    });
    expect(parseDeArrowSettings('{')).toEqual(DEFAULT_DEARROW_SETTINGS);
  });
});

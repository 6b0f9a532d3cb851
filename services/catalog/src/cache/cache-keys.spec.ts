import { cacheKeys, normaliseQuery } from './cache-keys.js';

describe('cache keys', () => {
  it('fold case, trim and collapse spaces, so that equal searches share one entry', () => {
    expect(normaliseQuery('  Yoga   FLOW \n')).toBe('yoga flow');
    expect(normaliseQuery('ＹＯＧＡ')).toBe('yoga');
    const a = cacheKeys.search({
      q: normaliseQuery(' Morning Stretch '),
      order: 'date',
      type: 'video',
      videoDuration: 'medium',
      features: [],
    });
    const b = cacheKeys.search({
      q: normaliseQuery('morning stretch'),
      order: 'date',
      type: 'video',
      videoDuration: 'medium',
      features: [],
    });
    expect(a).toBe(b);
  });

  it('tell apart searches that differ in any parameter, and cannot be confused by a crafted query', () => {
    const base = { q: 'yoga', order: 'date', type: 'video', videoDuration: 'medium', features: [] } as const;
    const keys = new Set([
      cacheKeys.search(base),
      cacheKeys.search({ ...base, order: 'viewCount' }),
      cacheKeys.search({ ...base, videoDuration: 'long' }),
      cacheKeys.search({ ...base, pageToken: 'CAUQAA' }),
      cacheKeys.search({ ...base, q: 'yoga&order=viewCount' }),
      cacheKeys.search({ ...base, type: 'channel', videoDuration: undefined }),
      cacheKeys.search({ ...base, type: 'playlist', videoDuration: undefined }),
      cacheKeys.search({ ...base, uploadDate: 'week' }),
      cacheKeys.search({ ...base, features: ['hd'] }),
      cacheKeys.search({ ...base, features: ['captions', 'hd'] }),
      cacheKeys.search({ ...base, q: 'yoga&features=hd' }),
    ]);
    expect(keys.size).toBe(11);
  });

  it('treat channel handles case-insensitively and channel ids exactly', () => {
    expect(cacheKeys.channel('@CalmCorner')).toBe(cacheKeys.channel('@calmcorner'));
    expect(cacheKeys.channel('UCabc')).not.toBe(cacheKeys.channel('UCABC'));
  });
});

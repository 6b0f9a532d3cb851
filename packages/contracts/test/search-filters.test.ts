import { describe, expect, it } from 'vitest';
import { SearchQuerySchema, SearchResponseSchema, YouTubePlaylistIdParamSchema } from '../src/index.js';

const issuesOf = (query: Record<string, string>) => {
  const parsed = SearchQuerySchema.safeParse(query);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('search filters', () => {
  it('takes every filter YouTube search offers', () => {
    expect(
      SearchQuerySchema.parse({
        q: 'piano',
        order: 'viewCount',
        videoDuration: 'long',
        uploadDate: 'week',
        type: 'video',
        features: 'captions, HD,360',
      }),
    ).toEqual({
      q: 'piano',
      order: 'viewCount',
      videoDuration: 'long',
      uploadDate: 'week',
      type: 'video',
      features: ['captions', 'hd', '360'],
    });
    expect(SearchQuerySchema.parse({ q: 'piano', type: 'channel', uploadDate: 'year' })).toMatchObject({
      type: 'channel',
      uploadDate: 'year',
    });
  });

  it.each([
    [{ uploadDate: 'decade' }, 'uploadDate'],
    [{ type: 'movie' }, 'type'],
    [{ features: 'subtitles' }, 'features.0'],
    [{ features: 'hd,hd' }, 'features'],
    [{ features: ',' }, 'features'],
  ])('names the field of a bad value: %o', (filters, field) => {
    expect(issuesOf({ q: 'piano', ...filters }).map(([path]) => path)).toEqual([field]);
  });

  it('refuses 4K with the reason: YouTube cannot filter by it', () => {
    expect(issuesOf({ q: 'piano', features: 'hd,4k' })).toEqual([
      ['features.1', expect.stringContaining('cannot tell 4K videos apart')],
    ]);
  });

  it.each(['channel', 'playlist'])(
    'refuses duration and features with type=%s, as YouTube refuses them',
    (type) => {
      expect(issuesOf({ q: 'piano', type, videoDuration: 'short', features: 'live' })).toEqual([
        ['videoDuration', `Applies to videos only, not to type=${type}`],
        ['features', `Applies to videos only, not to type=${type}`],
      ]);
      expect(issuesOf({ q: 'piano', type, order: 'date', uploadDate: 'month' })).toEqual([]);
    },
  );

  it('tells the three kinds of result apart by type', () => {
    const snippet = {
      title: 't',
      description: '',
      channelId: 'UCabcdefghijklmnopqrstuv',
      channelTitle: 'c',
      publishedAt: '2025-01-01T00:00:00Z',
      thumbnails: {},
    };
    const parsed = SearchResponseSchema.parse({
      items: [
        { type: 'video', id: { kind: 'youtube#video', videoId: 'abcdefghijk' }, snippet },
        { type: 'channel', id: { kind: 'youtube#channel', channelId: 'UCabcdefghijklmnopqrstuv' }, snippet },
        { type: 'playlist', id: { kind: 'youtube#playlist', playlistId: 'PLabc' }, snippet },
      ],
    });
    expect(parsed.items.map((item) => item.type)).toEqual(['video', 'channel', 'playlist']);
    expect(
      SearchResponseSchema.safeParse({ items: [{ type: 'channel', id: { videoId: 'x' }, snippet }] }).success,
    ).toBe(false);
  });

  it('takes playlist ids as YouTube issues them', () => {
    expect(
      YouTubePlaylistIdParamSchema.safeParse({ playlistId: 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG' }).success,
    ).toBe(true);
    expect(YouTubePlaylistIdParamSchema.safeParse({ playlistId: 'PL/../x' }).success).toBe(false);
  });
});

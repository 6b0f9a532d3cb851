import { describe, expect, it } from 'vitest';
import { searchParamsOf } from '../api/search-videos';
import { firstPageOf, hasNarrowingFilters, parseSearchState, toSearchParams } from './search-url';

const defaults = { order: 'viewCount', duration: 'long', viewMode: 'thumbnail' } as const;
const parse = (query: string) => parseSearchState(new URLSearchParams(query), defaults);

describe('search filters in the URL', () => {
  it('reads upload date, type and features; what is missing takes the saved defaults or none', () => {
    expect(parse('q=bread&date=week&type=channel&order=title')).toMatchObject({
      query: 'bread',
      order: 'title',
      duration: 'long',
      type: 'channel',
      uploadDate: 'week',
      features: [],
    });
    const plain = parse('q=bread');
    expect(plain).toMatchObject({ order: 'viewCount', duration: 'long', type: 'video', features: [] });
    expect(plain.uploadDate).toBeUndefined();
    expect(hasNarrowingFilters(plain)).toBe(false);
  });

  it('ignores unknown values, keeps features once in a fixed order, and drops them for channels', () => {
    const state = parse('q=x&date=decade&type=movie&features=live,4k,hd,live,captions');
    expect(state.uploadDate).toBeUndefined();
    expect(state.type).toBe('video');
    expect(state.features).toEqual(['captions', 'hd', 'live']);
    expect(parse('q=x&type=playlist&features=hd').features).toEqual([]);
  });

  it('writes what it read, so that reload and Back give the same search', () => {
    const state = parse('q=bread&order=date&duration=short&date=month&features=360,hd&view=description');
    const written = toSearchParams(state);
    expect(written.toString()).toBe(
      'q=bread&order=date&duration=short&date=month&features=hd%2C360&view=description',
    );
    expect(parseSearchState(written, defaults)).toEqual(state);
    expect(hasNarrowingFilters(state)).toBe(true);
    const channels = toSearchParams(firstPageOf({ ...parse('q=bread'), type: 'channel' }));
    expect(channels.get('type')).toBe('channel');
  });

  it('asks the API for duration and features only when searching videos; the URL wins over the defaults', () => {
    const videos = parse('q=bread&date=today&features=captions,hd&order=relevance');
    expect(searchParamsOf({ ...videos, q: videos.query })).toEqual({
      q: 'bread',
      order: 'relevance',
      videoDuration: 'long',
      uploadDate: 'today',
      features: 'captions,hd',
    });
    const channels = parse('q=bread&type=channel&duration=short');
    expect(searchParamsOf({ ...channels, q: channels.query, pageToken: 'P2' })).toEqual({
      q: 'bread',
      order: 'viewCount',
      type: 'channel',
      pageToken: 'P2',
    });
  });
});

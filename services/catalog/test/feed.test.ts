import { FeedResponseSchema, FeedFreshnessSeconds, type FeedItem } from '@stillframe/contracts';
import { sampleCatalogue } from '@stillframe/sandbox';
import { asCaller, useFreshCatalogApp, type CatalogTestApp, type Upstreams } from './catalog-test-app.js';

const catalogue = sampleCatalogue();
const [first, second, third] = catalogue.channels;
if (!first || !second || !third) throw new Error('The sandbox catalogue needs three channels');
/** A well-formed channel id no channel has. */
const UNKNOWN = 'UCAAAAAAAAAAAAAAAAAAAAAA';

let upstreams: Upstreams;
let t: CatalogTestApp;
useFreshCatalogApp((app, sandboxes) => {
  t = app;
  upstreams = sandboxes;
});

const asUser = (n: number) => asCaller({ sub: `user-${n}`, sid: `session-${n}`, prf: null });
const feed = (query: Record<string, string>, user = 1) =>
  t.http.get('/api/youtube/feed').query(query).set(asUser(user));
const calls = (method: 'search' | 'videos' | 'channels' | 'playlistItems') =>
  upstreams.youtube.control.callCount(method);

/** Every page of a feed, following nextPageToken. */
async function wholeFeed(channelIds: string[], limit: number): Promise<FeedItem[]> {
  const items: FeedItem[] = [];
  let pageToken: string | undefined;
  do {
    const body = FeedResponseSchema.parse(
      (
        await feed({
          channelIds: channelIds.join(','),
          limit: String(limit),
          ...(pageToken ? { pageToken } : {}),
        }).expect(200)
      ).body,
    );
    expect(body.items.length).toBeLessThanOrEqual(limit);
    items.push(...body.items);
    pageToken = body.nextPageToken;
  } while (pageToken);
  return items;
}

const newestUploads = (channelId: string, count: number) =>
  catalogue.videos
    .filter((v) => v.channelId === channelId)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, count)
    .map((v) => v.id);

describe('latest from my channels', () => {
  it("merges the channels' newest uploads by upload time only, with durations, paged without gaps or repeats", async () => {
    const items = await wholeFeed([first.id, second.id], 10);
    const ids = items.map((item) => item.contentDetails.videoId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set([...newestUploads(first.id, 24), ...newestUploads(second.id, 24)]));
    const times = items.map((item) => item.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(items.map((item) => item.snippet.channelId))).toEqual(new Set([first.id, second.id]));
    expect(items.every((item) => /^P/.test(item.duration ?? ''))).toBe(true);
  });

  it('costs one playlistItems and one videos call per channel, never channels or search', async () => {
    await feed({ channelIds: `${first.id},${second.id}` }).expect(200);
    expect(calls('playlistItems')).toBe(2);
    expect(calls('videos')).toBe(2);
    expect(calls('channels') + calls('search')).toBe(0);
    expect(upstreams.youtube.control.unitsSpent()).toBe(4);
  });

  it('shares each channel between users for an hour, then asks YouTube again', async () => {
    await feed({ channelIds: `${first.id},${second.id}` }, 1).expect(200);
    const spent = upstreams.youtube.control.unitsSpent();
    // Another user following one of the same channels and a new one: only the new channel is fetched.
    await feed({ channelIds: `${second.id},${third.id}` }, 2).expect(200);
    expect(calls('playlistItems')).toBe(3);
    expect(upstreams.youtube.control.unitsSpent()).toBe(spent + 2);
    t.clock.advance((FeedFreshnessSeconds - 60) * 1000);
    await feed({ channelIds: `${first.id},${second.id},${third.id}` }, 3).expect(200);
    expect(calls('playlistItems')).toBe(3);
    t.clock.advance(120 * 1000);
    await feed({ channelIds: first.id }, 1).expect(200);
    expect(calls('playlistItems')).toBe(4);
  });

  it('shows the other channels when one cannot be read, and names it', async () => {
    const body = FeedResponseSchema.parse(
      (await feed({ channelIds: `${UNKNOWN},${first.id}` }).expect(200)).body,
    );
    expect(body.unavailableChannelIds).toEqual([UNKNOWN]);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((item) => item.snippet.channelId === first.id)).toBe(true);
  });

  it('serves the last feed when the quota is spent, and 429 for a channel never read', async () => {
    const fresh = (await feed({ channelIds: first.id }).expect(200)).body;
    upstreams.youtube.control.exhaustQuota(true);
    t.clock.advance((FeedFreshnessSeconds + 60) * 1000);
    expect((await feed({ channelIds: first.id }).expect(200)).body).toEqual(fresh);
    const refused = await feed({ channelIds: second.id }).expect(429);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'quota_exceeded' });
  });

  it('refuses malformed channel ids, too many of them and bad page tokens with 400 naming the field', async () => {
    const bad = await feed({ channelIds: `${first.id},@handle` }).expect(400);
    expect(bad.body.details[0]).toMatchObject({ field: 'query.channelIds.1' });
    const many = Array.from({ length: 201 }, (_, i) => `UC${String(i).padStart(22, 'x')}`).join(',');
    const tooMany = await feed({ channelIds: many }).expect(400);
    expect(tooMany.body.details[0]).toEqual({
      field: 'query.channelIds',
      message: 'At most 200 channel ids',
    });
    await feed({}).expect(400);
    const token = await feed({ channelIds: first.id, pageToken: 'bm90LWEtY3Vyc29y' }).expect(400);
    expect(token.body).toMatchObject({ code: 'validation_failed', details: [{ field: 'query.pageToken' }] });
    await feed({ channelIds: first.id, limit: '0' }).expect(400);
    expect(upstreams.youtube.control.callCount()).toBe(0);
  });

  it('is for signed-in callers only', async () => {
    await t.http.get('/api/youtube/feed').query({ channelIds: first.id }).set(asCaller({})).expect(401);
  });
});

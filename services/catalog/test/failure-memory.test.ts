import { randomBytes } from 'node:crypto';
import { FeedResponseSchema } from '@stillframe/contracts';
import { sampleCatalogue } from '@stillframe/sandbox';
import { asCaller, useFreshCatalogApp, type CatalogTestApp, type Upstreams } from './catalog-test-app.js';

/**
 * A failed lookup (no such playlist, a bad page token, no such channel) is remembered per call, so that
 * repeating it costs nothing: the cost of any input is bounded, whatever ids or tokens a caller makes up.
 */
const channel = sampleCatalogue().channels[0];
if (!channel) throw new Error('The sandbox catalogue has no channel');

let upstreams: Upstreams;
let t: CatalogTestApp;
useFreshCatalogApp((app, sandboxes) => {
  t = app;
  upstreams = sandboxes;
});

const asPro = (n: number) => asCaller({ sub: `pro-${n}`, sid: `session-${n}`, pln: 'pro' });
const asFree = (n: number) => asCaller({ sub: `free-${n}`, sid: `session-${n}`, pln: 'free' });
const calls = () => upstreams.youtube.control.callCount();
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** A well-formed channel id no channel has. */
const randomChannelId = () => `UC${Array.from(randomBytes(22), (byte) => ID_ALPHABET[byte % 64]).join('')}`;

describe('failed lookups are remembered', () => {
  it('a feed of 200 made-up channels costs at most 200 units once, and nothing the second time', async () => {
    const ids = Array.from({ length: 200 }, randomChannelId);
    const query = { channelIds: ids.join(','), limit: '24' };
    const first = FeedResponseSchema.parse(
      (await t.http.get('/api/youtube/feed').query(query).set(asPro(1)).expect(200)).body,
    );
    expect(first.items).toEqual([]);
    expect(new Set(first.unavailableChannelIds)).toEqual(new Set(ids));
    expect(calls()).toBeLessThanOrEqual(200);
    const afterFirst = calls();
    // Another account, the same ids: the failures are everyone's, not one account's.
    const again = FeedResponseSchema.parse(
      (await t.http.get('/api/youtube/feed').query(query).set(asPro(2)).expect(200)).body,
    );
    expect(again.unavailableChannelIds.length).toBe(200);
    expect(calls()).toBe(afterFirst);
  });

  it('a bogus page token goes to YouTube once, then is refused from memory with the same 400', async () => {
    const path = `/api/youtube/channel-playlist/${channel.id}?pageToken=BOGUS`;
    const first = await t.http.get(path).set(asFree(1)).expect(400);
    const callsAfterFirst = calls();
    expect(
      upstreams.youtube.control.calls('playlistItems').filter((c) => c.params['pageToken'] === 'BOGUS'),
    ).toHaveLength(1);
    for (let round = 0; round < 5; round++) {
      const again = await t.http.get(path).set(asFree(1)).expect(400);
      expect(again.body).toEqual(first.body);
    }
    expect(first.body.details[0].field).toBe('query.pageToken');
    expect(calls()).toBe(callsAfterFirst);
  });

  it('made-up channel refs cost one call each, once: repeats are answered without YouTube', async () => {
    const refs = [randomChannelId(), '@no-such-handle-xyz', randomChannelId()];
    for (const ref of refs)
      await t.http
        .get(`/api/youtube/channel-playlist/${encodeURIComponent(ref)}`)
        .set(asFree(2))
        .expect(404);
    const once = calls();
    expect(once).toBeLessThanOrEqual(refs.length);
    for (const ref of refs) {
      await t.http
        .get(`/api/youtube/channel-playlist/${encodeURIComponent(ref)}`)
        .set(asFree(2))
        .expect(404);
      await t.http
        .get(`/api/youtube/channels/${encodeURIComponent(ref)}`)
        .set(asFree(2))
        .expect(200);
    }
    expect(calls()).toBe(once);
  });

  it('remembers a failure for YOUTUBE_FAILURE_MEMORY_SECONDS (an hour by default)', async () => {
    const path = `/api/youtube/channel-playlist/${channel.id}?pageToken=STALE`;
    await t.http.get(path).set(asFree(3)).expect(400);
    await t.http.get(path).set(asFree(3)).expect(400);
    expect(calls()).toBe(2); // the channel's details, then the page
    const ttl = await ttlOfFailure();
    expect(ttl).toBeGreaterThan(3500);
    expect(ttl).toBeLessThanOrEqual(3600);
  });
});

async function ttlOfFailure(): Promise<number> {
  const { Redis } = await import('ioredis');
  const { testRedisUrl } = await import('@stillframe/server-kit/testing');
  const redis = new Redis(testRedisUrl());
  try {
    const [key] = await redis.keys('catalog:v1:youtube-failure:playlistItems?*STALE*');
    return key ? await redis.ttl(key) : -1;
  } finally {
    redis.disconnect();
  }
}

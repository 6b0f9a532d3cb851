import {
  ChannelListResponseSchema,
  FavoritePageSchema,
  favoriteFieldsOfChannel,
  type Channel,
} from '@stillframe/contracts';
import { sampleCatalogue } from '@stillframe/sandbox';
import { startCatalogStack, type CatalogStack } from './catalog-stack.js';
import type { Agent } from './gateway-test-app.js';

/**
 * The favourites import across services: the real gateway in front of the real catalog (on the YouTube
 * sandbox) and the real library. The library stores a channel only as the catalog described it, under
 * the seal the catalog's channel details carry; the browser only carries it from one to the other.
 */
let stack: CatalogStack;
let subscriber: Agent;

beforeAll(async () => {
  stack = await startCatalogStack('favorites-import');
  ({ subscriber } = stack);
}, 120_000);
afterAll(() => stack.close());

const [first, second, third] = sampleCatalogue().channels;

/** The catalog's details of these channels, each with its seal. */
async function channelDetails(...ids: string[]): Promise<Channel[]> {
  const answer = await subscriber.get(`/api/youtube/channel-details/${ids.join(',')}`).expect(200);
  return ChannelListResponseSchema.parse(answer.body).items;
}
/** What the web sends for a channel: the fields a favourite keeps and the catalog's seal. */
const importItem = (channel: Channel) => ({ ...favoriteFieldsOfChannel(channel), seal: channel.seal });
const importing = (channels: object[]) => subscriber.post('/api/favorites/import').send({ channels });
const favorites = async () =>
  FavoritePageSchema.parse((await subscriber.get('/api/favorites?limit=500').expect(200)).body).items;

describe('importing favourites through the gateway', () => {
  it("refuses what the file says and the catalog did not: ids, titles, pictures, another channel's seal", async () => {
    if (!first || !second) throw new Error('Two channels needed');
    const [a, b] = await channelDetails(first.id, second.id);
    if (!a || !b) throw new Error('The catalog knows both channels');
    const cases: Array<[object[], string]> = [
      // The attack of issue 19: any id and any title were stored.
      [[{ id: 'abc', title: 'not youtube' }], 'body.channels.0.id'],
      [[{ ...favoriteFieldsOfChannel(a) }], 'body.channels.0.seal'],
      [[importItem(a), { ...importItem(b), title: 'not youtube' }], 'body.channels.1.seal'],
      [[{ ...importItem(a), thumbnailUrl: 'https://evil.example/a.jpg' }], 'body.channels.0.seal'],
      [[{ ...importItem(a), thumbnailUrl: 'http://evil.example/a.jpg' }], 'body.channels.0.thumbnailUrl'],
      [[{ ...importItem(b), seal: a.seal }], 'body.channels.0.seal'],
    ];
    for (const [channels, field] of cases) {
      const refused = await importing(channels).expect(400);
      expect(refused.body).toMatchObject({ statusCode: 400, code: 'validation_failed' });
      expect(refused.body.details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
    expect(await favorites()).toEqual([]);
  });

  it("stores the catalog's channels exactly as the catalog described them", async () => {
    if (!first || !second || !third) throw new Error('Three channels needed');
    const details = await channelDetails(first.id, second.id, third.id);
    expect(details).toHaveLength(3);
    const answer = await importing(details.map(importItem)).expect(200);
    expect(answer.body).toEqual({ added: details.map((channel) => channel.id), alreadyFavorites: [] });
    const stored = await favorites();
    expect(stored).toHaveLength(3);
    for (const channel of details)
      expect(stored.find((favorite) => favorite.id === channel.id)).toMatchObject(
        favoriteFieldsOfChannel(channel),
      );
    // Sent again, nothing is added.
    expect((await importing(details.map(importItem)).expect(200)).body.added).toEqual([]);
  });
});

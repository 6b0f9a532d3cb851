import { ChannelListResponseSchema, favoriteFieldsOfChannel } from '@stillframe/contracts';
import { isChannelSealValid, sealChannel } from '@stillframe/server-kit';
import { TEST_IDENTITY_SECRET } from '@stillframe/server-kit/testing';
import { sampleCatalogue } from '@stillframe/sandbox';
import { asSubscriber, useFreshCatalogApp, type CatalogTestApp } from './catalog-test-app.js';

const [first, second] = sampleCatalogue().channels;
let t: CatalogTestApp;

describe('channel details carry the seal the favourites import requires', () => {
  useFreshCatalogApp((app) => {
    t = app;
  });

  it('seals each channel over the fields a favourite keeps, under the internal secret, on every answer', async () => {
    if (!first || !second) throw new Error('Two channels needed');
    const path = `/api/youtube/channel-details/${first.id},${second.id}`;
    const fresh = ChannelListResponseSchema.parse(
      (await t.http.get(path).set(asSubscriber()).expect(200)).body,
    );
    // The second answer comes from the cache, which holds no seal: it is added on the way out.
    const cached = ChannelListResponseSchema.parse(
      (await t.http.get(path).set(asSubscriber()).expect(200)).body,
    );
    for (const list of [fresh, cached]) {
      expect(list.items).toHaveLength(2);
      for (const channel of list.items) {
        const fields = favoriteFieldsOfChannel(channel);
        expect(channel.seal).toBe(sealChannel(fields, TEST_IDENTITY_SECRET));
        expect(isChannelSealValid(fields, channel.seal ?? '', TEST_IDENTITY_SECRET)).toBe(true);
        expect(
          isChannelSealValid(
            { ...fields, title: `${fields.title}!` },
            channel.seal ?? '',
            TEST_IDENTITY_SECRET,
          ),
        ).toBe(false);
        expect(
          isChannelSealValid(fields, channel.seal ?? '', 'another-secret-of-at-least-32-characters'),
        ).toBe(false);
      }
    }
  });
});

import type { SeededRandom } from './seeded-random.js';
import type { CatalogueChannel, CatalogueVideo } from './catalogue-types.js';

type VideoLinkShape = (video: CatalogueVideo, random: SeededRandom) => string | undefined;
type ChannelLinkShape = (channels: CatalogueChannel[], random: SeededRandom) => string;

// Every way people paste YouTube links into descriptions, so link parsers meet them all.
const videoLinkShapes: VideoLinkShape[] = [
  (v) => `https://www.youtube.com/watch?v=${v.id}`,
  (v) => `https://youtu.be/${v.id}`,
  (v, r) => `https://youtu.be/${v.id}?t=${r.int(5, 200)}`,
  (v, r) => `https://www.youtube.com/watch?v=${v.id}&t=${r.int(5, 200)}s`,
  (v) => `https://m.youtube.com/watch?v=${v.id}`,
  (v) =>
    v.durationSeconds !== null && v.durationSeconds <= 60
      ? `https://www.youtube.com/shorts/${v.id}`
      : undefined,
  (v) => `youtube.com/watch?v=${v.id}`,
  (v, r) =>
    `https://www.youtube.com/watch?v=${v.id}&list=${r.chance(0.5) ? 'UU' : 'PL'}${v.channelId.slice(2)}`,
];

const channelLinkShapes: ChannelLinkShape[] = [
  (cs, r) => `https://www.youtube.com/channel/${r.pick(cs).id}`,
  (cs, r) => `https://www.youtube.com/@${r.pick(cs).handle}`,
  (cs, r) => `https://www.youtube.com/c/${r.pick(cs.filter((c) => c.customName)).customName ?? ''}`,
  (cs, r) => `https://www.youtube.com/user/${r.pick(cs.filter((c) => c.username)).username ?? ''}`,
  (cs, r) => `https://youtube.com/@${r.pick(cs).handle}`,
];

/**
 * Hands out links in rotation rather than at random, so every shape is guaranteed
 * to appear somewhere in the catalogue whatever the seed.
 */
export class DescriptionLinks {
  private videoTurn = 0;
  private channelTurn = 0;

  constructor(
    private readonly random: SeededRandom,
    private readonly videos: CatalogueVideo[],
    private readonly channels: CatalogueChannel[],
  ) {}

  videoLink(from: CatalogueVideo): string {
    for (;;) {
      const shape = videoLinkShapes[this.videoTurn++ % videoLinkShapes.length];
      const sameChannel = this.videos.filter((v) => v.channelId === from.channelId && v.id !== from.id);
      const pool = this.random.chance(0.7) && sameChannel.length > 0 ? sameChannel : this.videos;
      const link = shape?.(this.random.pick(pool), this.random);
      if (link) return link;
    }
  }

  channelLink(): { title: string; link: string } {
    const shape = channelLinkShapes[this.channelTurn++ % channelLinkShapes.length];
    const link = shape ? shape(this.channels, this.random) : '';
    const target = this.channels.find((c) => linkNamesChannel(link, c));
    return { title: target?.title ?? 'a friend of the channel', link };
  }
}

function linkNamesChannel(link: string, channel: CatalogueChannel): boolean {
  const tail = link.slice(link.lastIndexOf('/') + 1).replace(/^@/, '');
  return [channel.id, channel.handle, channel.customName, channel.username].includes(tail);
}

import type { Catalogue, CatalogueChannel, CatalogueVideo } from '../catalogue-types.js';
import type { SearchQuery } from '../../search/search-query.js';
import { generateTopicCatalogue } from './generate-topic.js';
import { queryTopic } from './query-topic.js';

/** Enough for a long demo; a topic pushed out is generated again, identically, when next searched. */
const MAX_TOPICS = 400;

/**
 * The catalogues generated for queries so far, so that their videos and channels resolve by id
 * (videos.list, channels.list, playlistItems.list, thumbnails, the player) like the sample ones.
 * An id is known once a search for its query ran in this process.
 */
export class GeneratedCatalogues {
  private readonly topics = new Map<string, Catalogue>();
  private readonly ownerOfVideo = new Map<string, Catalogue>();
  private readonly ownerOfChannel = new Map<string, Catalogue>();
  private readonly taken: ReadonlySet<string>;

  constructor(sample: Catalogue) {
    this.taken = new Set([...sample.videosById.keys(), ...sample.channelsById.keys()]);
  }

  forQuery(query: SearchQuery, rawQuery: string): Catalogue | undefined {
    const topic = queryTopic(query, rawQuery);
    if (!topic) return undefined;
    let catalogue = this.topics.get(topic.key);
    if (catalogue) {
      this.topics.delete(topic.key);
    } else {
      catalogue = generateTopicCatalogue(topic, this.taken);
      for (const id of catalogue.videosById.keys()) this.ownerOfVideo.set(id, catalogue);
      for (const id of catalogue.channelsById.keys()) this.ownerOfChannel.set(id, catalogue);
    }
    this.topics.set(topic.key, catalogue);
    this.forgetOldest();
    return catalogue;
  }

  /** The generated catalogue a channel belongs to, for its uploads and searches within it. */
  ofChannel(channelId: string): Catalogue | undefined {
    return this.ownerOfChannel.get(channelId);
  }

  /** Every generated video id still known (the SponsorBlock stand-in looks them up by hash prefix). */
  videoIds(): IterableIterator<string> {
    return this.ownerOfVideo.keys();
  }

  video(id: string): CatalogueVideo | undefined {
    return this.ownerOfVideo.get(id)?.videosById.get(id);
  }

  channel(id: string): CatalogueChannel | undefined {
    return this.ownerOfChannel.get(id)?.channelsById.get(id);
  }

  private forgetOldest(): void {
    while (this.topics.size > MAX_TOPICS) {
      const [key, oldest] = this.topics.entries().next().value as [string, Catalogue];
      this.topics.delete(key);
      for (const id of oldest.videosById.keys()) this.ownerOfVideo.delete(id);
      for (const id of oldest.channelsById.keys()) this.ownerOfChannel.delete(id);
    }
  }
}

const registries = new WeakMap<Catalogue, GeneratedCatalogues>();

/** The generated catalogues that extend a sample catalogue. */
export function generatedFor(sample: Catalogue): GeneratedCatalogues {
  let registry = registries.get(sample);
  if (!registry) {
    registry = new GeneratedCatalogues(sample);
    registries.set(sample, registry);
  }
  return registry;
}

/** A video of the sample catalogue, else of a generated one. */
export const findVideo = (sample: Catalogue, id: string): CatalogueVideo | undefined =>
  sample.videosById.get(id) ?? generatedFor(sample).video(id);

export const findChannel = (sample: Catalogue, id: string): CatalogueChannel | undefined =>
  sample.channelsById.get(id) ?? generatedFor(sample).channel(id);

import { createHash } from 'node:crypto';
import type { Catalogue, CatalogueVideo } from '../catalogue/catalogue-types.js';
import { findVideo, generatedFor } from '../catalogue/demo-topics/generated-catalogues.js';

const prefixes = new Map<string, string>();

/** The full SHA-256 of an id, lower-case hex, as SponsorBlock hashes it (memoised: ids repeat). */
export function hashOf(videoId: string): string {
  let hash = prefixes.get(videoId);
  if (!hash) {
    hash = createHash('sha256').update(videoId, 'utf8').digest('hex');
    prefixes.set(videoId, hash);
  }
  return hash;
}

/**
 * The videos whose id hashes to the prefix: the sample catalogue's and those of the catalogues
 * generated for searches so far (an id is known once a search for its query ran), like the real
 * server's answer of every video under the prefix.
 */
export function videosUnderPrefix(catalogue: Catalogue, prefix: string): CatalogueVideo[] {
  const ids = new Set([...catalogue.videosById.keys(), ...generatedFor(catalogue).videoIds()]);
  return [...ids]
    .filter((id) => hashOf(id).startsWith(prefix))
    .flatMap((id) => findVideo(catalogue, id) ?? []);
}

import type { CatalogueVideo } from './catalogue-types.js';
import { fnv1a } from './demo-topics/query-topic.js';

/**
 * The picture's shape, drawn from the video id's hash rather than the catalogue's random stream, so that
 * adding it changed no other field: about one video in 9 is 360°, one in 23 is 3D, none of them live.
 */
export function projectionOf(video: CatalogueVideo): 'rectangular' | '360' {
  return video.liveBroadcastContent === 'none' && fnv1a(`${video.id}:projection`) % 9 === 0
    ? '360'
    : 'rectangular';
}

export function dimensionOf(video: CatalogueVideo): '2d' | '3d' {
  return video.liveBroadcastContent === 'none' && fnv1a(`${video.id}:dimension`) % 23 === 0 ? '3d' : '2d';
}

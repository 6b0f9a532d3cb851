import type { CatalogueChannel, CatalogueVideo } from '../catalogue/catalogue-types.js';
import { channelAvatars, videoThumbnails } from '../public-urls.js';
import { descriptionExcerpt, escapeHtmlEntities, etagOf } from '../wire-format.js';
import { bestOfPlaylistId, bestOfTitle } from '../search/channel-playlists.js';

/** `youtube#searchResult`: id is an object, texts are entity-escaped, no duration or stats. */
export function videoSearchResult(
  video: CatalogueVideo,
  channel: CatalogueChannel,
  withSnippet: boolean,
  publicUrl: string,
) {
  const id = { kind: 'youtube#video', videoId: video.id };
  const body: Record<string, unknown> = {
    kind: 'youtube#searchResult',
    etag: etagOf(['search', video.id]),
    id,
  };
  if (withSnippet) {
    body['snippet'] = {
      publishedAt: video.publishedAt,
      channelId: channel.id,
      title: escapeHtmlEntities(video.title),
      description: escapeHtmlEntities(descriptionExcerpt(video.description)),
      thumbnails: videoThumbnails(publicUrl, video.id, ['default', 'medium', 'high']),
      channelTitle: escapeHtmlEntities(channel.title),
      liveBroadcastContent: video.liveBroadcastContent,
      publishTime: video.publishedAt,
    };
  }
  return body;
}

export function channelSearchResult(channel: CatalogueChannel, withSnippet: boolean, publicUrl: string) {
  const id = { kind: 'youtube#channel', channelId: channel.id };
  const body: Record<string, unknown> = {
    kind: 'youtube#searchResult',
    etag: etagOf(['search', channel.id]),
    id,
  };
  if (withSnippet) {
    body['snippet'] = {
      publishedAt: channel.publishedAt,
      channelId: channel.id,
      title: escapeHtmlEntities(channel.title),
      description: escapeHtmlEntities(descriptionExcerpt(channel.description)),
      thumbnails: channelAvatars(publicUrl, channel, true),
      channelTitle: escapeHtmlEntities(channel.title),
      liveBroadcastContent: 'none',
      publishTime: channel.publishedAt,
    };
  }
  return body;
}

/** A playlist result: its thumbnails are those of its first video, as YouTube shows them. */
export function playlistSearchResult(
  channel: CatalogueChannel,
  firstVideo: CatalogueVideo,
  publishedAt: string,
  withSnippet: boolean,
  publicUrl: string,
) {
  const playlistId = bestOfPlaylistId(channel);
  const body: Record<string, unknown> = {
    kind: 'youtube#searchResult',
    etag: etagOf(['search', playlistId]),
    id: { kind: 'youtube#playlist', playlistId },
  };
  if (withSnippet) {
    body['snippet'] = {
      publishedAt,
      channelId: channel.id,
      title: escapeHtmlEntities(bestOfTitle(channel)),
      description: escapeHtmlEntities(`The most watched videos of ${channel.title}.`),
      thumbnails: videoThumbnails(publicUrl, firstVideo.id, ['default', 'medium', 'high']),
      channelTitle: escapeHtmlEntities(channel.title),
      liveBroadcastContent: 'none',
      publishTime: publishedAt,
    };
  }
  return body;
}

import type { CatalogueChannel, CatalogueVideo } from '../catalogue/catalogue-types.js';
import { videoThumbnails } from '../public-urls.js';
import { etagOf } from '../wire-format.js';

export const PLAYLIST_ITEM_PARTS = ['contentDetails', 'id', 'snippet', 'status'] as const;

/** A playlist entry (of the uploads playlist unless said); its id is opaque and differs from the video id. */
export function playlistItemResource(
  video: CatalogueVideo,
  channel: CatalogueChannel,
  position: number,
  parts: Set<string>,
  publicUrl: string,
  playlistId = channel.uploadsPlaylistId,
) {
  const body: Record<string, unknown> = {
    kind: 'youtube#playlistItem',
    etag: etagOf(['playlistItem', playlistId, video.id, [...parts]]),
    id: Buffer.from(`${playlistId}.${video.id}`).toString('base64').replace(/=+$/, ''),
  };
  if (parts.has('snippet')) {
    body['snippet'] = {
      publishedAt: video.publishedAt,
      channelId: channel.id,
      title: video.title,
      description: video.description,
      thumbnails: videoThumbnails(
        publicUrl,
        video.id,
        video.hasMaxresThumbnail
          ? ['default', 'medium', 'high', 'standard', 'maxres']
          : ['default', 'medium', 'high', 'standard'],
      ),
      channelTitle: channel.title,
      playlistId,
      position,
      resourceId: { kind: 'youtube#video', videoId: video.id },
      videoOwnerChannelTitle: channel.title,
      videoOwnerChannelId: channel.id,
    };
  }
  if (parts.has('contentDetails'))
    body['contentDetails'] = { videoId: video.id, videoPublishedAt: video.publishedAt };
  if (parts.has('status')) body['status'] = { privacyStatus: 'public' };
  return body;
}

import type { CatalogueChannel } from '../catalogue/catalogue-types.js';
import { channelAvatars } from '../public-urls.js';
import { etagOf } from '../wire-format.js';

export const CHANNEL_PARTS = [
  'auditDetails',
  'brandingSettings',
  'contentDetails',
  'contentOwnerDetails',
  'id',
  'localizations',
  'snippet',
  'statistics',
  'status',
  'topicDetails',
] as const;

export function channelResource(channel: CatalogueChannel, parts: Set<string>, publicUrl: string) {
  const body: Record<string, unknown> = {
    kind: 'youtube#channel',
    etag: etagOf(['channel', channel.id, [...parts]]),
    id: channel.id,
  };
  if (parts.has('snippet')) {
    body['snippet'] = {
      title: channel.title,
      description: channel.description,
      customUrl: `@${channel.handle.toLowerCase()}`,
      publishedAt: channel.publishedAt,
      thumbnails: channelAvatars(publicUrl, channel, false),
      localized: { title: channel.title, description: channel.description },
      country: channel.country,
    };
  }
  if (parts.has('contentDetails')) {
    body['contentDetails'] = { relatedPlaylists: { likes: '', uploads: channel.uploadsPlaylistId } };
  }
  if (parts.has('statistics')) {
    body['statistics'] = {
      viewCount: String(channel.viewCount),
      // A hidden subscriber count is simply absent from the wire.
      ...(channel.hiddenSubscriberCount ? {} : { subscriberCount: String(channel.subscriberCount) }),
      hiddenSubscriberCount: channel.hiddenSubscriberCount,
      videoCount: String(channel.videoCount),
    };
  }
  if (parts.has('status'))
    body['status'] = {
      privacyStatus: 'public',
      isLinked: true,
      longUploadsStatus: 'longUploadsUnspecified',
      madeForKids: false,
    };
  return body;
}

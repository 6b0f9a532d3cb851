import type { AddFavoriteRequest, Channel } from '@stillframe/contracts';
import { pickThumbnail } from '@/components/video/video-summary';

/** What the favourite heart stores about a channel. */
export function channelToFavoriteDraft(channel: Channel): AddFavoriteRequest {
  return {
    id: channel.id,
    title: channel.snippet.title,
    thumbnailUrl: pickThumbnail(channel.snippet.thumbnails),
    subscriberCount: channel.statistics?.subscriberCount ?? '',
    description: channel.snippet.description,
  };
}

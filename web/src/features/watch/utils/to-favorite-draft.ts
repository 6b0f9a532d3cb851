import type { AddFavoriteRequest, Channel, Video } from '@stillframe/contracts';
import { channelToFavoriteDraft } from '@/lib/favorites/favorite-draft';

/** What the favourite heart stores: from the channel's details when loaded, else what the video tells. */
export function favoriteDraftFor(video: Video, channel: Channel | null | undefined): AddFavoriteRequest {
  if (channel) return channelToFavoriteDraft(channel);
  return {
    id: video.snippet.channelId,
    title: video.snippet.channelTitle,
    thumbnailUrl: '',
    subscriberCount: '',
    description: '',
  };
}

import type { AddFavoriteRequest, Channel, Video } from '@stillframe/contracts';
import { pickThumbnail } from '@/components/video/video-summary';

/** What the favourite heart stores: from the channel's details when loaded, else what the video tells. */
export function favoriteDraftFor(video: Video, channel: Channel | null | undefined): AddFavoriteRequest {
  if (channel) {
    return {
      id: channel.id,
      title: channel.snippet.title,
      thumbnailUrl: pickThumbnail(channel.snippet.thumbnails),
      subscriberCount: channel.statistics?.subscriberCount ?? '',
      description: channel.snippet.description,
    };
  }
  return { id: video.snippet.channelId, title: video.snippet.channelTitle, thumbnailUrl: '', subscriberCount: '', description: '' };
}

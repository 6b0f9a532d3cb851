import type { ChannelPlaylistResponse } from '@stillframe/contracts';
import { pickThumbnail, type VideoSummary } from '@/components/video/video-summary';

type PlaylistItem = ChannelPlaylistResponse['items'][number];

export function playlistItemToVideo(item: PlaylistItem, channelTitle: string): VideoSummary {
  return {
    videoId: item.contentDetails.videoId,
    title: item.snippet.title,
    description: item.snippet.description,
    channelId: item.snippet.channelId,
    channelTitle: item.snippet.channelTitle ?? channelTitle,
    publishedAt: item.snippet.publishedAt,
    thumbnailUrl: pickThumbnail(item.snippet.thumbnails),
    duration: item.duration,
  };
}

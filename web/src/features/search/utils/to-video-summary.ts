import type { VideoSearchItem } from '@stillframe/contracts';
import { pickThumbnail, type VideoSummary } from '@/components/video/video-summary';

export function searchItemToVideo(item: VideoSearchItem): VideoSummary {
  return {
    videoId: item.id.videoId,
    title: item.snippet.title,
    description: item.snippet.description,
    channelId: item.snippet.channelId,
    channelTitle: item.snippet.channelTitle,
    publishedAt: item.snippet.publishedAt,
    thumbnailUrl: pickThumbnail(item.snippet.thumbnails),
    duration: item.contentDetails?.duration,
  };
}

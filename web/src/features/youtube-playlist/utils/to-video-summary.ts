import type { YouTubePlaylistResponse } from '@stillframe/contracts';
import { pickThumbnail, type VideoSummary } from '@/components/video/video-summary';

type PlaylistEntry = YouTubePlaylistResponse['items'][number];

/**
 * An entry as a video card: the owner of the video (not of the playlist) and its upload time (not when it
 * was added to the playlist), when YouTube gives them.
 */
export function playlistEntryToVideo(entry: PlaylistEntry): VideoSummary {
  const snippet = entry.snippet as PlaylistEntry['snippet'] & {
    videoOwnerChannelId?: string;
    videoOwnerChannelTitle?: string;
  };
  const details = entry.contentDetails as PlaylistEntry['contentDetails'] & { videoPublishedAt?: string };
  return {
    videoId: entry.contentDetails.videoId,
    title: snippet.title,
    description: snippet.description,
    channelId: snippet.videoOwnerChannelId ?? snippet.channelId,
    channelTitle: snippet.videoOwnerChannelTitle ?? snippet.channelTitle ?? '',
    publishedAt: details.videoPublishedAt ?? snippet.publishedAt,
    thumbnailUrl: pickThumbnail(snippet.thumbnails),
    duration: entry.duration,
  };
}

import type { CatalogueChannel, CatalogueVideo } from '../catalogue/catalogue-types.js';
import { dimensionOf, projectionOf } from '../catalogue/video-format.js';
import { videoThumbnails, type VideoThumbnailName } from '../public-urls.js';
import { etagOf, isoDuration } from '../wire-format.js';

export const VIDEO_PARTS = [
  'contentDetails',
  'fileDetails',
  'id',
  'liveStreamingDetails',
  'localizations',
  'paidProductPlacementDetails',
  'player',
  'processingDetails',
  'recordingDetails',
  'snippet',
  'statistics',
  'status',
  'suggestions',
  'topicDetails',
] as const;

/** A `youtube#video` with only the requested parts; titles are NOT entity-escaped here. */
export function videoResource(
  video: CatalogueVideo,
  channel: CatalogueChannel,
  parts: Set<string>,
  publicUrl: string,
) {
  const body: Record<string, unknown> = {
    kind: 'youtube#video',
    etag: etagOf(['video', video.id, [...parts]]),
    id: video.id,
  };
  if (parts.has('snippet')) body['snippet'] = videoSnippet(video, channel, publicUrl);
  if (parts.has('contentDetails')) {
    body['contentDetails'] = {
      duration: isoDuration(video.durationSeconds),
      dimension: dimensionOf(video),
      definition: video.definition,
      caption: String(video.caption),
      licensedContent: video.licensedContent,
      contentRating: {},
      projection: projectionOf(video),
    };
  }
  if (parts.has('status')) {
    body['status'] = {
      uploadStatus: 'processed',
      privacyStatus: 'public',
      license: 'youtube',
      embeddable: video.embeddable,
      publicStatsViewable: true,
      madeForKids: false,
    };
  }
  if (parts.has('statistics')) body['statistics'] = videoStatistics(video);
  if (parts.has('player')) {
    body['player'] = {
      embedHtml: `<iframe width="480" height="270" src="//www.youtube.com/embed/${video.id}" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`,
    };
  }
  if (parts.has('liveStreamingDetails') && video.liveBroadcastContent === 'live') {
    body['liveStreamingDetails'] = { actualStartTime: video.publishedAt, concurrentViewers: '214' };
  }
  return body;
}

function videoSnippet(video: CatalogueVideo, channel: CatalogueChannel, publicUrl: string) {
  const names: VideoThumbnailName[] = ['default', 'medium', 'high', 'standard'];
  if (video.hasMaxresThumbnail) names.push('maxres');
  return {
    publishedAt: video.publishedAt,
    channelId: channel.id,
    title: video.title,
    description: video.description,
    thumbnails: videoThumbnails(publicUrl, video.id, names),
    channelTitle: channel.title,
    tags: video.tags,
    categoryId: video.categoryId,
    liveBroadcastContent: video.liveBroadcastContent,
    localized: { title: video.title, description: video.description },
    defaultAudioLanguage: 'en',
  };
}

/** Counts are strings; likeCount/commentCount vanish when hidden or turned off. */
function videoStatistics(video: CatalogueVideo) {
  return {
    viewCount: String(video.viewCount),
    ...(video.likeCount === null ? {} : { likeCount: String(video.likeCount) }),
    favoriteCount: '0',
    ...(video.commentCount === null ? {} : { commentCount: String(video.commentCount) }),
  };
}

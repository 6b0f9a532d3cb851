import { youtubeErrors } from '../youtube-errors.js';
import { commaList, maxResultsOf, paginate, requireParts } from '../list-params.js';
import { VIDEO_PARTS, videoResource } from '../resources/video-resource.js';
import type { CatalogueVideo } from '../catalogue/catalogue-types.js';
import { etagOf } from '../wire-format.js';
import { listEnvelope, type ListBody, type RouteContext } from './route-context.js';
import { findChannel, findVideo } from '../catalogue/demo-topics/generated-catalogues.js';

/** videos.list by `id` (≤ 50, unknown ids silently dropped) or `chart=mostPopular` (paged). */
export function videosList({ catalogue, params, publicUrl }: RouteContext): ListBody {
  const parts = requireParts(params, VIDEO_PARTS);
  const ids = commaList(params, 'id');
  const chart = params.get('chart');
  if (ids.length === 0 && !chart) throw youtubeErrors.missingFilter('chart, id, myRated');
  if (ids.length > 50) throw youtubeErrors.tooManyIds('id');

  let videos: CatalogueVideo[];
  let paging: { nextPageToken?: string; prevPageToken?: string } = {};
  let resultsPerPage: number;
  let totalResults: number;
  if (ids.length > 0) {
    videos = ids.flatMap((id) => findVideo(catalogue, id) ?? []);
    totalResults = videos.length;
    resultsPerPage = videos.length;
  } else {
    if (chart !== 'mostPopular')
      throw youtubeErrors.invalidValue(
        'chart',
        chart ?? '',
        'Allowed values: [chartUnspecified, mostPopular]',
      );
    const maxResults = maxResultsOf(params);
    const popular = [...catalogue.videos].sort((a, b) => b.viewCount - a.viewCount);
    const page = paginate(popular, params, maxResults, 'search');
    videos = page.items;
    paging = page;
    totalResults = popular.length;
    resultsPerPage = maxResults;
  }

  const items = videos.flatMap((video) => {
    const channel = findChannel(catalogue, video.channelId);
    return channel ? [videoResource(video, channel, parts, publicUrl)] : [];
  });
  return listEnvelope('youtube#videoListResponse', etagOf(['videos', params.toString()]), {
    items,
    ...(paging.nextPageToken ? { nextPageToken: paging.nextPageToken } : {}),
    ...(paging.prevPageToken ? { prevPageToken: paging.prevPageToken } : {}),
    pageInfo: { totalResults, resultsPerPage },
  });
}

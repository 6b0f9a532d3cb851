import { youtubeErrors } from '../youtube-errors.js';
import { maxResultsOf, paginate, requireParts } from '../list-params.js';
import { PLAYLIST_ITEM_PARTS, playlistItemResource } from '../resources/playlist-item-resource.js';
import { channelIdFromUploads } from '../catalogue/youtube-ids.js';
import type { Catalogue, CatalogueVideo } from '../catalogue/catalogue-types.js';
import { etagOf } from '../wire-format.js';
import { listEnvelope, type ListBody, type RouteContext } from './route-context.js';
import { findChannel, generatedFor } from '../catalogue/demo-topics/generated-catalogues.js';
import { bestOfVideos, channelIdOfBestOf } from '../search/channel-playlists.js';

const uploadsCache = new WeakMap<Catalogue, Map<string, CatalogueVideo[]>>();

/** playlistItems.list over a channel's uploads playlist (`UU…`), newest first, paged. */
export function playlistItemsList({ catalogue, params, publicUrl }: RouteContext): ListBody {
  const parts = requireParts(params, PLAYLIST_ITEM_PARTS);
  const playlistId = params.get('playlistId');
  if (!playlistId && !params.has('id')) throw youtubeErrors.missingFilter('id, playlistId');
  const maxResults = maxResultsOf(params);

  const bestOfChannelId = playlistId ? channelIdOfBestOf(playlistId) : undefined;
  const channelId = playlistId ? (bestOfChannelId ?? channelIdFromUploads(playlistId)) : undefined;
  const channel = channelId ? findChannel(catalogue, channelId) : undefined;
  // A UC… channel id passed by mistake lands here too: 404 playlistNotFound.
  if (!channel || !playlistId) throw youtubeErrors.playlistNotFound();

  // A generated channel's uploads live in the catalogue generated with it.
  const owner = generatedFor(catalogue).ofChannel(channel.id) ?? catalogue;
  const uploads = bestOfChannelId ? bestOfVideos(owner, channel.id) : uploadsOf(owner, channel.id);
  const videoId = params.get('videoId');
  const entries = uploads
    .map((video, position) => ({ video, position }))
    .filter((e) => !videoId || e.video.id === videoId);
  const page = paginate(entries, params, maxResults, 'playlist');
  const items = page.items.map((e) =>
    playlistItemResource(e.video, channel, e.position, parts, publicUrl, playlistId),
  );

  return listEnvelope('youtube#playlistItemListResponse', etagOf(['playlistItems', params.toString()]), {
    ...page,
    items,
    pageInfo: { totalResults: entries.length, resultsPerPage: maxResults },
  });
}

function uploadsOf(catalogue: Catalogue, channelId: string): CatalogueVideo[] {
  let byChannel = uploadsCache.get(catalogue);
  if (!byChannel) {
    byChannel = new Map();
    uploadsCache.set(catalogue, byChannel);
  }
  let uploads = byChannel.get(channelId);
  if (!uploads) {
    uploads = catalogue.videos
      .filter((v) => v.channelId === channelId)
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    byChannel.set(channelId, uploads);
  }
  return uploads;
}

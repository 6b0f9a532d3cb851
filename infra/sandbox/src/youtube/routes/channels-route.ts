import { youtubeErrors } from '../youtube-errors.js';
import { commaList, maxResultsOf, requireParts } from '../list-params.js';
import { CHANNEL_PARTS, channelResource } from '../resources/channel-resource.js';
import type { Catalogue, CatalogueChannel } from '../catalogue/catalogue-types.js';
import { etagOf } from '../wire-format.js';
import { listEnvelope, type ListBody, type RouteContext } from './route-context.js';
import { findChannel } from '../catalogue/demo-topics/generated-catalogues.js';

/**
 * channels.list by exactly one of id / forHandle / forUsername. Not found is a 200 with
 * totalResults 0 and no `items` key at all, as observed on the real API.
 */
export function channelsList({ catalogue, params, publicUrl }: RouteContext): ListBody {
  const parts = requireParts(params, CHANNEL_PARTS);
  const maxResults = maxResultsOf(params);
  const filters = ['id', 'forHandle', 'forUsername', 'mine', 'managedByMe', 'categoryId'].filter((f) =>
    params.has(f),
  );
  if (filters.length === 0)
    throw youtubeErrors.missingFilter('categoryId, forHandle, forUsername, id, managedByMe, mine');
  if (filters.length > 1) throw youtubeErrors.incompatibleParameters(filters);

  const found = findChannels(catalogue, params);
  const items = found.map((c) => channelResource(c, parts, publicUrl));
  return listEnvelope('youtube#channelListResponse', etagOf(['channels', params.toString()]), {
    items,
    pageInfo: { totalResults: items.length, resultsPerPage: maxResults },
    omitEmptyItems: true,
  });
}

function findChannels(catalogue: Catalogue, params: URLSearchParams): CatalogueChannel[] {
  const ids = commaList(params, 'id');
  if (ids.length > 50) throw youtubeErrors.tooManyIds('id');
  if (ids.length > 0) return ids.flatMap((id) => findChannel(catalogue, id) ?? []);

  const handle = params.get('forHandle');
  if (handle !== null) {
    const wanted = handle.replace(/^@/, '').toLowerCase();
    // Legacy custom URL names were carried over as handles, so `/c/<name>` resolves through forHandle.
    return catalogue.channels.filter((c) =>
      [c.handle, c.customName].some((name) => name?.toLowerCase() === wanted),
    );
  }
  // Legacy usernames only: a handle passed here finds nothing, like the real API.
  const username = params.get('forUsername');
  if (username !== null)
    return catalogue.channels.filter((c) => c.username?.toLowerCase() === username.toLowerCase());
  return [];
}

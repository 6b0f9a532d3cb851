import type { Catalogue } from '../catalogue/catalogue-types.js';

export interface RouteContext {
  catalogue: Catalogue;
  params: URLSearchParams;
  /** Where the sandbox's own images are reachable from the browser. */
  publicUrl: string;
}

export type ListBody = Record<string, unknown>;

/** Envelope keys in the order the real API sends them; `items` is left out when nothing matched. */
export function listEnvelope(
  kind: string,
  etag: string,
  page: {
    items: unknown[];
    nextPageToken?: string;
    prevPageToken?: string;
    extra?: Record<string, unknown>;
    pageInfo: { totalResults: number; resultsPerPage: number };
    omitEmptyItems?: boolean;
  },
): ListBody {
  return {
    kind,
    etag,
    ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
    ...(page.prevPageToken ? { prevPageToken: page.prevPageToken } : {}),
    ...page.extra,
    pageInfo: page.pageInfo,
    ...(page.omitEmptyItems && page.items.length === 0 ? {} : { items: page.items }),
  };
}

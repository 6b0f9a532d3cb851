import { youtubeErrors } from './youtube-errors.js';
import { decodePageToken, encodePageToken, type TokenStyle } from './page-token.js';

/** Validates `part` against the parts the real method accepts; unrendered ones are simply omitted. */
export function requireParts(params: URLSearchParams, accepted: readonly string[]): Set<string> {
  const raw = params.get('part');
  if (raw === null || raw.trim() === '') throw youtubeErrors.missingPart();
  const parts = raw
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  for (const part of parts) if (!accepted.includes(part)) throw youtubeErrors.unknownPart(part);
  return new Set(parts);
}

export function maxResultsOf(params: URLSearchParams): number {
  const raw = params.get('maxResults');
  if (raw === null || raw === '') return 5;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 50) {
    throw youtubeErrors.invalidValue('maxResults', raw, 'Values must be within the range: [0, 50]');
  }
  return value;
}

export function enumParam<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw youtubeErrors.invalidValue(name, raw, `Allowed values: [${allowed.join(', ')}]`);
  }
  return raw as T;
}

export function commaList(params: URLSearchParams, name: string): string[] {
  return (params.get(name) ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

export interface Page<T> {
  items: T[];
  nextPageToken?: string;
  prevPageToken?: string;
}

/** Slices one page; tokens are absent at the ends so clients can loop until nextPageToken is gone. */
export function paginate<T>(
  all: T[],
  params: URLSearchParams,
  maxResults: number,
  style: TokenStyle,
): Page<T> {
  const token = params.get('pageToken');
  let offset = 0;
  if (token !== null && token !== '') {
    const decoded = decodePageToken(token);
    if (decoded === undefined || decoded > all.length) throw youtubeErrors.invalidPageToken();
    offset = decoded;
  }
  const end = offset + maxResults;
  return {
    items: all.slice(offset, end),
    ...(maxResults > 0 && end < all.length ? { nextPageToken: encodePageToken(style, end, false) } : {}),
    ...(offset > 0 ? { prevPageToken: encodePageToken(style, Math.max(0, offset - maxResults), true) } : {}),
  };
}

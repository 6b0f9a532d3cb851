import { createHash } from 'node:crypto';

/** `PT#H#M#S` with zero parts left out, days for 24 h and over, `P0D` for live streams. */
export function isoDuration(seconds: number | null): string {
  if (seconds === null || seconds <= 0) return 'P0D';
  const days = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const time = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
  return `P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}

/** search.list escapes titles and descriptions the way the real API does (`&#39;` for quotes). */
export { escapeHtml as escapeHtmlEntities } from '../http/escape-html.js';

/** Opaque etag like the current API's: 27 base64url characters derived from the content. */
export function etagOf(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 27);
}

/** Search snippets carry a one-line excerpt of the description, cut at a word and ended with `...`. */
export function descriptionExcerpt(description: string, limit = 160): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))} ...`;
}

import DOMPurify from 'dompurify';

/**
 * Text from the video platform for display as plain text: tags stripped by DOMPurify, then HTML entities
 * (search snippets arrive escaped, e.g. `&#39;`) decoded through an inert document's textContent.
 * Never injected as HTML.
 */
export function toPlainText(raw: string | undefined | null): string {
  if (!raw) return '';
  const stripped = DOMPurify.sanitize(raw, { ALLOWED_TAGS: [], ALLOWED_ATTR: [], KEEP_CONTENT: true });
  return decodeEntities(stripped);
}

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${text}`, 'text/html');
  return doc.body.textContent ?? '';
}

/** A search query as typed: trimmed, with any markup removed. */
export function sanitizeQuery(raw: string): string {
  return DOMPurify.sanitize(raw, { ALLOWED_TAGS: [], ALLOWED_ATTR: [], KEEP_CONTENT: true })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

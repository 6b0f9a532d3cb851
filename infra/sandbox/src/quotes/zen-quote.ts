import type { Quote } from './quote-collection.js';

export interface ZenQuote {
  q: string;
  a: string;
  h: string;
  /** Character count of `q` as a string; only some responses carry it. */
  c?: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The wire object with ZenQuotes' pre-rendered `h` blockquote. */
export function toZenQuote(quote: Quote, withCharCount: boolean): ZenQuote {
  return {
    q: quote.q,
    a: quote.a,
    h: `<blockquote>&ldquo;${escapeHtml(quote.q)}&rdquo; &mdash; <footer>${escapeHtml(quote.a)}</footer></blockquote>`,
    ...(withCharCount ? { c: String(quote.q.length) } : {}),
  };
}

/** What a throttled client gets instead of an error object: a quote-shaped sentinel. */
export const TOO_MANY_REQUESTS: ZenQuote[] = [
  {
    q: 'Too many requests. Obtain an auth key for unlimited access.',
    a: 'zenquotes.io',
    h: 'Too many requests. Obtain an auth key for unlimited access @ zenquotes.io',
  },
];

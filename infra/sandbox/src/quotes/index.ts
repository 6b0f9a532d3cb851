export { startQuotesSandbox, createQuotesSandbox, QUOTES_CONTROL_PREFIX } from './quotes-sandbox.js';
export type { QuotesSandbox, QuotesSandboxOptions } from './quotes-sandbox.js';
export type { QuotesSandboxControl, QuotesEndpoint } from './quotes-control.js';
export type { ZenQuote } from './zen-quote.js';
export { quoteCollection as sampleQuotes } from './quote-collection.js';

export { startYouTubeSandbox, createYouTubeSandbox, YOUTUBE_CONTROL_PREFIX } from './youtube-sandbox.js';
export type { YouTubeSandbox, YouTubeSandboxOptions } from './youtube-sandbox.js';
export type { YouTubeSandboxControl, YouTubeCallRecord } from './youtube-control.js';
export type { QuotaModel, QuotaOptions, YouTubeMethod } from './quota-ledger.js';
export { sampleCatalogue } from './catalogue/build-catalogue.js';
export type { Catalogue, CatalogueChannel, CatalogueVideo } from './catalogue/catalogue-types.js';

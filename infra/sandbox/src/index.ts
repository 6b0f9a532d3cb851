export * from './all.js';
export * from './youtube/index.js';
export * from './quotes/index.js';
export * from './photos/index.js';
export * from './stripe/index.js';
export * from './youtube/sponsorblock/index.js';

import { register } from 'node:module';

// `node --import` this file and the process runs TypeScript modules (see hooks.ts).
register('./hooks.js', import.meta.url);

// `node --import ./register.mjs src/worker.ts`: runs the TypeScript sources in a child process with the
// same swc settings as Jest (decorator metadata included, which Nest's injection needs), no build first.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);

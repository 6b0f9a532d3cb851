// The repository's own lint rules, loaded by oxlint as a JS plugin (.oxlintrc.json, `jsPlugins`).
import { boundaries } from './boundaries.js';
import { handlerTypes } from './handler-types.js';

export default {
  meta: { name: 'stillframe' },
  rules: { boundaries, 'handler-types': handlerTypes },
};

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from './build.js';

// Written at build time so the gateway serves a file and the document can be diffed in review.
const target = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'openapi.json');
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);

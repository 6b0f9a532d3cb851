import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routes } from '../routes.js';
import { routeCallsOf } from './route-refs.js';

// `@stillframe/contracts/plain`: what of the contracts needs no zod (route refs, enumeration values,
// buildPath), for the web's first pages (docs/decisions/0019-light-first-page.md). The refs are written
// at build time from the route table, as data.
const dist = join(dirname(fileURLToPath(import.meta.url)), '..');
const reexports = `export { buildPath } from './http/route.js';\nexport * from './common/values.js';\n`;
writeFileSync(
  join(dist, 'plain.js'),
  `${reexports}import { routeRefsFrom } from './refs/route-refs.js';\n` +
    `export const routeRefs = routeRefsFrom(${JSON.stringify(routeCallsOf(routes))});\n`,
);
writeFileSync(
  join(dist, 'plain.d.ts'),
  `${reexports}export type { RouteRef } from './http/route.js';\n` +
    `import type { RouteRefs } from './refs/route-refs.js';\n` +
    `export declare const routeRefs: RouteRefs;\n`,
);

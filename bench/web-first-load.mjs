// First-load weight of the web app, read from the built `web/dist` (run `npm run build -w web` first) and
// its manifest (`dist/.vite/manifest.json`): for each route, the JS and CSS a browser fetches before the
// screen shows: index.html's entry with everything it imports statically and their stylesheets, plus the
// route's lazy modules (web/src/app/router.tsx) with their static imports and stylesheets. Gzip and brotli
// at the levels of the build's precompressed copies. Budgets: home (signed out) 120 KB gzip, search 200 KB
// (KB = 1,024 bytes).
//
// Printed beside it, not counted in the budget: the contracts' schemas (zod), which the API client loads
// in parallel with a route's first call to check its answer (docs/decisions/0019-light-first-page.md).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { table } from './support.mjs';

// WEB_DIST measures another build (e.g. one of an older commit, built with `vite build --manifest`).
const dist = process.env.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '../web/dist');
const manifestFile = join(dist, '.vite/manifest.json');

/** Per route: its budget and the lazy route modules the router loads for it. */
const budgets = {
  home: { kb: 120, modules: ['src/app/routes/home.tsx'] },
  search: { kb: 200, modules: ['src/app/routes/search.tsx'] },
};

if (!existsSync(manifestFile)) {
  console.error('web/dist or its manifest is missing: run `npm run build -w web` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** The files of `keys` and of everything they import statically, stylesheets included. */
function closure(keys) {
  const seen = new Set();
  const files = new Set();
  const pending = [...keys];
  while (pending.length) {
    const key = pending.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk "${key}" in the manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

const sizes = new Map();
const sizesOf = (file) => {
  if (!sizes.has(file)) {
    const content = readFileSync(join(dist, file));
    sizes.set(file, {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizes.get(file);
};
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (files, key) => [...files].reduce((total, file) => total + sizesOf(file)[key], 0);

const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);
// The "contracts" chunk (codeSplitting in web/vite.config.ts); a build without one has no schemas apart.
const schemaKeys = Object.keys(manifest).filter((key) => manifest[key].name === 'contracts');

let overBudget = false;
const rows = [];
for (const [route, { kb: budget, modules }] of Object.entries(budgets)) {
  const files = closure([...entry, ...modules]);
  const schemas = [...closure(schemaKeys)].filter((file) => !files.has(file));
  const gzip = sum(files, 'gzip');
  if (gzip / 1024 > budget) overBudget = true;
  rows.push({
    route,
    files: files.size,
    'raw KB': kb(sum(files, 'raw')),
    'gzip KB': kb(gzip),
    'brotli KB': kb(sum(files, 'brotli')),
    'budget KB': budget,
    verdict: gzip / 1024 <= budget ? 'within' : 'OVER',
    '+ schemas gzip KB': schemaKeys.length ? kb(sum(schemas, 'gzip')) : '-',
  });
  const heaviest = [...files]
    .sort((a, b) => sizesOf(b).gzip - sizesOf(a).gzip)
    .slice(0, Number(process.env.HEAVIEST ?? 6));
  console.log(`${route}: heaviest ${heaviest.map((file) => `${file} ${kb(sizesOf(file).gzip)}`).join(', ')}`);
}
table(rows);
process.exit(overBudget ? 1 : 0);

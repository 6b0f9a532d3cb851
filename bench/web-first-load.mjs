// First-load weight of the web app, read from the built `web/dist` (run `npm run build -w web` first):
// for each route, the gzipped JS and CSS a browser fetches before the screen shows: index.html's entry
// and stylesheets with everything they import statically, plus the route's lazy chunk and its static
// imports. Budgets: home (signed out) 120 KB, search 200 KB (KB = 1,024 bytes).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { table } from './support.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../web/dist');
const assets = join(dist, 'assets');
const budgets = { home: 120, search: 200 };

if (!existsSync(join(dist, 'index.html'))) {
  console.error('web/dist is missing: run `npm run build -w web` first.');
  process.exit(1);
}

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[^"'();]*?from\s*)?["']\.\/([^"']+)["']/g;

/** The file names `file` imports statically (dynamic `import()` calls are left out: they load later). */
function staticImports(file) {
  if (!file.endsWith('.js')) return [];
  const code = readFileSync(join(assets, file), 'utf8');
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]);
}

function closure(roots) {
  const seen = new Set();
  const pending = [...roots];
  while (pending.length) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...staticImports(file));
  }
  return seen;
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryFiles = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const allAssets = readdirSync(assets);

/** A route's lazy chunk is named after its module in `web/src/app/routes/`, plus its stylesheet if any. */
function routeFiles(route) {
  const pattern = new RegExp(`^${route}-[\\w-]{8}\\.(js|css)$`);
  const files = allAssets.filter((name) => pattern.test(name));
  if (!files.some((name) => name.endsWith('.js'))) throw new Error(`No chunk for the route "${route}"`);
  return files;
}

const gzipSizes = new Map();
const gzipSize = (file) => {
  if (!gzipSizes.has(file))
    gzipSizes.set(file, gzipSync(readFileSync(join(assets, file)), { level: 9 }).length);
  return gzipSizes.get(file);
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

let overBudget = false;
const rows = [];
for (const [route, budget] of Object.entries(budgets)) {
  const files = [...closure([...entryFiles, ...routeFiles(route)])];
  const raw = files.reduce((sum, file) => sum + readFileSync(join(assets, file)).length, 0);
  const gzip = files.reduce((sum, file) => sum + gzipSize(file), 0);
  if (gzip / 1024 > budget) overBudget = true;
  rows.push({
    route,
    files: files.length,
    'raw KB': kb(raw),
    'gzip KB': kb(gzip),
    'budget KB': budget,
    verdict: gzip / 1024 <= budget ? 'within' : 'OVER',
  });
  const heaviest = files.sort((a, b) => gzipSize(b) - gzipSize(a)).slice(0, 6);
  console.log(`${route}: heaviest ${heaviest.map((file) => `${file} ${kb(gzipSize(file))}`).join(', ')}`);
}
table(rows);
process.exit(overBudget ? 1 : 0);

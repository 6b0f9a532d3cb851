// `npm run bench`: every benchmark script in this folder, one after the other, each printing its figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const scripts = readdirSync(here).filter(
  (name) => name.endsWith('.mjs') && name !== 'support.mjs' && (!only || name.includes(only)),
);
let failed = 0;
for (const script of scripts) {
  console.log(`\n━━ ${script}`);
  const result = spawnSync(process.execPath, [script], { cwd: here, stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);

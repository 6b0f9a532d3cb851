#!/usr/bin/env node
// Lays out one app's runtime folder: its production dependencies (npm ci --omit=dev for that workspace
// alone, so no Prisma CLI and no web libraries) and the built output of the app and of the workspace
// packages it links. The Dockerfile copies this folder into the runtime image, and the deploy checks
// start the app from it, so what is tested is what ships.
//   node infra/docker/layout.mjs <workspace> <out-folder>   (run from the repository root, after the build)
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const [workspace, outArgument] = process.argv.slice(2);
if (!workspace || !outArgument) {
  console.error('usage: node infra/docker/layout.mjs <workspace> <out-folder>');
  process.exit(2);
}
const root = process.cwd();
const out = resolve(outArgument);
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
if (!manifest.workspaces.includes(workspace)) {
  console.error(`${workspace} is not a workspace of ${root}`);
  process.exit(2);
}

/** What of a workspace is needed at run time besides its manifest. */
const RUNTIME_PARTS = ['dist', 'prisma/migrations'];

const copy = (path) => {
  const from = join(root, path);
  if (!existsSync(from)) return;
  mkdirSync(dirname(join(out, path)), { recursive: true });
  // The compiler's incremental record (dist/.tsbuildinfo) is a build file, not a runtime one.
  cpSync(from, join(out, path), { recursive: true, filter: (source) => !source.endsWith('.tsbuildinfo') });
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
// npm ci reads every workspace's manifest from the lockfile's point of view.
for (const file of ['package.json', 'package-lock.json', '.npmrc']) copy(file);
for (const each of manifest.workspaces) copy(join(each, 'package.json'));
execFileSync(
  'npm',
  ['ci', '--omit=dev', '--workspace', workspace, '--no-audit', '--no-fund', '--prefer-offline'],
  { cwd: out, stdio: ['ignore', 'ignore', 'inherit'] },
);

// npm keeps optional peers (the Prisma CLI through @prisma/client) and the other workspaces' packages
// that share a lockfile entry; keep only what the app's production dependencies really reach.
const lock = JSON.parse(readFileSync(join(out, 'package-lock.json'), 'utf8')).packages;
const reached = productionClosure(lock, workspace);
for (const location of Object.keys(lock).sort()) {
  if (!location.includes('node_modules/') || reached.has(location)) continue;
  rmSync(join(out, location), { recursive: true, force: true });
}
rmSync(join(out, 'node_modules', '.bin'), { recursive: true, force: true });

// The workspaces the app links (its own and the packages it imports) get their built output; the
// manifests of the others only served npm ci.
const linkedDir = join(out, 'node_modules', '@stillframe');
const linked = existsSync(linkedDir)
  ? readdirSync(linkedDir)
      .map((name) => join(linkedDir, name))
      .filter((path) => lstatSync(path).isSymbolicLink())
      .map((path) => relative(out, resolve(dirname(path), readlinkSync(path))))
  : [];
const needed = new Set([workspace, ...linked]);
for (const each of manifest.workspaces) {
  if (!needed.has(each)) {
    rmSync(join(out, each), { recursive: true, force: true });
    continue;
  }
  for (const part of RUNTIME_PARTS) copy(join(each, part));
}
for (const file of ['package-lock.json', '.npmrc']) rmSync(join(out, file), { force: true });
// Workspace folders emptied above leave their parents behind (e.g. `infra/` without a sandbox).
for (const top of new Set(manifest.workspaces.map((each) => each.split('/')[0]))) {
  const path = join(out, top);
  if (existsSync(path) && readdirSync(path).length === 0) rmSync(path, { recursive: true });
}
console.log(`${workspace}: laid out in ${out} with ${[...needed].sort().join(', ')}`);

/** Lockfile locations reached from a workspace through dependencies, optional and required peers. */
function productionClosure(packages, start) {
  const reached = new Set();
  const visit = (location) => {
    if (reached.has(location)) return;
    reached.add(location);
    const entry = packages[location];
    if (!entry) return;
    if (entry.link) return visit(entry.resolved);
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers[name]?.optional),
    ];
    for (const name of names) {
      const found = resolveFrom(packages, location, name);
      if (found) visit(found);
    }
  };
  visit(start);
  return reached;
}

/** Node's lookup over lockfile locations: the nearest node_modules/<name> walking up from `location`. */
function resolveFrom(packages, location, name) {
  let base = location;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut >= 0 ? base.slice(0, cut) : '';
  }
}

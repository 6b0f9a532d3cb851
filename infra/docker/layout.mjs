#!/usr/bin/env node
// Lays out one app's runtime folder: its production dependencies (what its dependencies reach in the
// lockfile, so no Prisma CLI and no web libraries, linked from the build's `npm ci`) and the built
// output of the app and of the workspace packages it links. The Dockerfile copies this folder into the
// runtime image, and the deploy checks start the app from it, so what is tested is what ships.
//   node infra/docker/layout.mjs <workspace> <out-folder>   (run from the repository root, after the build)
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
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

/** What of a workspace is needed at run time. */
const RUNTIME_PARTS = ['package.json', 'dist', 'prisma/migrations'];

const copy = (path) => {
  const from = join(root, path);
  if (!existsSync(from)) return;
  mkdirSync(dirname(join(out, path)), { recursive: true });
  // The compiler's incremental record (dist/.tsbuildinfo) is a build file, not a runtime one.
  cpSync(from, join(out, path), { recursive: true, filter: (source) => !source.endsWith('.tsbuildinfo') });
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
copy('package.json');
// The production closure comes from the build's own install: `npm ci` puts every package of the
// lockfile at the location the lockfile names, so the app's packages are copied from there, each
// without the packages nested under it (those the app reaches are copied in their own right).
// Workspace links stay relative links, as npm makes them.
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages;
const closure = [...productionClosure(lock, workspace)].sort();
for (const location of closure.filter((each) => each.includes('node_modules/'))) {
  const from = join(root, location);
  if (!existsSync(from)) continue; // An optional package for another platform.
  mkdirSync(dirname(join(out, location)), { recursive: true });
  linkTree(from, join(out, location), (source) => relative(from, source).split('/')[0] !== 'node_modules');
}
// The workspaces the app links (its own and the packages it imports) get their built output.
const needed = closure.filter((each) => !each.includes('node_modules/'));
for (const each of needed) for (const part of RUNTIME_PARTS) copy(join(each, part));
console.log(`${workspace}: laid out in ${out} with ${needed.join(', ')}`);

/**
 * A folder's files as hard links where `out` shares the install's file system (the image's build
 * stage, the deploy checks), as copies where it does not; symbolic links stay links, as written.
 * Copying the six apps' dependencies byte by byte cost the deploy checks about 20 CPU-s.
 */
function linkTree(from, to, keep) {
  if (lstatSync(from).isSymbolicLink()) return symlinkSync(readlinkSync(from), to);
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (!keep(source)) continue;
    if (entry.isDirectory()) linkTree(source, target, keep);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

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

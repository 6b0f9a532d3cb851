import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './repo.js';

const run = promisify(execFile);

/**
 * What decides a layout's dependencies (the lockfile closure infra/docker/layout.mjs copies): the
 * Dockerfile, the layout script, the lockfile, every manifest, and the Node that runs it.
 */
export function layoutInputsKey(root = repoRoot): string {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  const files = [
    'infra/docker/Dockerfile',
    'infra/docker/layout.mjs',
    'package-lock.json',
    'package.json',
    '.npmrc',
    ...manifest.workspaces.map((workspace) => join(workspace, 'package.json')),
  ];
  const hash = createHash('sha256').update(`${process.version} ${process.platform} ${process.arch}\n`);
  for (const file of files) {
    const path = join(root, file);
    const text = existsSync(path) ? readFileSync(path, 'utf8') : '(absent)';
    hash.update(`${file}\n${file.endsWith('package.json') ? installFields(text) : text}\n`);
  }
  return hash.digest('hex').slice(0, 24);
}

/** What of a manifest `npm ci` reads: a script other than an install hook leaves the layout as it is. */
function installFields(text: string): string {
  const manifest = JSON.parse(text) as Record<string, unknown> & { scripts?: Record<string, string> };
  const hooks = ['preinstall', 'install', 'postinstall', 'prepare'];
  const fields = [
    'name',
    'version',
    'type',
    'main',
    'exports',
    'bin',
    'workspaces',
    'overrides',
    'allowScripts',
  ];
  const dependencies = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];
  return JSON.stringify([
    ...[...fields, ...dependencies].map((field) => [field, manifest[field]]),
    hooks.map((hook) => manifest.scripts?.[hook]),
  ]);
}

/** Built output in a layout, as layout.mjs copies it: refreshed from the repository on every use. */
const BUILT_PARTS = ['dist', 'prisma/migrations'];

export interface LayoutCacheOptions {
  /** Where laid-out folders are kept between runs, one subfolder per inputs key. */
  cacheDir: string;
  /** Lays out one workspace into a folder (infra/docker/layout.mjs). */
  layOut: (workspace: string, out: string) => Promise<void>;
  root?: string;
}

/**
 * Lays out each workspace into `outs[workspace]`, reusing the dependencies of an earlier layout made
 * from the same inputs: the dependencies are copied afresh only when the lockfile, a manifest, the
 * Dockerfile or the layout script changed. The cache and the layouts share their files by hard links
 * (the apps run as an unprivileged user and cannot write to them); a reused layout gets the
 * workspaces' current built output, so what runs is always this build.
 * Returns the workspaces that were laid out afresh.
 */
export async function layOutCached(
  outs: Record<string, string>,
  { cacheDir, layOut, root = repoRoot }: LayoutCacheOptions,
): Promise<string[]> {
  const key = layoutInputsKey(root);
  const kept = join(cacheDir, key);
  const fresh = Object.keys(outs).filter((workspace) => !existsSync(join(kept, slug(workspace))));
  // All at once: each `npm ci` waits on the disk as much as on a core.
  await Promise.all(fresh.map((workspace) => layOut(workspace, outs[workspace]!)));
  for (const workspace of fresh) await keep(outs[workspace]!, kept, slug(workspace));
  // Layouts of other inputs will not be used again.
  for (const other of existsSync(cacheDir) ? readdirSync(cacheDir) : [])
    if (other !== key) rmSync(join(cacheDir, other), { recursive: true, force: true });

  for (const workspace of Object.keys(outs).filter((each) => !fresh.includes(each))) {
    const out = outs[workspace]!;
    rmSync(out, { recursive: true, force: true });
    await linkOrCopy(join(kept, slug(workspace)), out);
    refreshBuiltParts(out, root);
  }
  return fresh;
}

const slug = (workspace: string) => workspace.replaceAll('/', '+');

/**
 * Keeps a finished layout in the cache; a half-written copy never takes the final name. Linked, not
 * copied: a copy of the six layouts cost a clean clone's run about 5 CPU-s, and nothing writes into a
 * layout's files (the refresh and the entrypoint replace files, they never write through them).
 */
async function keep(out: string, kept: string, name: string): Promise<void> {
  mkdirSync(kept, { recursive: true });
  const partial = join(kept, `${name}.partial-${process.pid}`);
  rmSync(partial, { recursive: true, force: true });
  await linkOrCopy(out, partial);
  rmSync(join(kept, name), { recursive: true, force: true });
  renameSync(partial, join(kept, name));
}

/** Hard links where both folders share a file system, a copy where they do not. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  await run('cp', ['-al', from, to]).catch(async () => {
    rmSync(to, { recursive: true, force: true });
    await run('cp', ['-a', from, to]);
  });
}

/** Every workspace folder the layout holds gets this build's output in place of the cached one. */
function refreshBuiltParts(out: string, root: string): void {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  for (const workspace of manifest.workspaces) {
    if (!existsSync(join(out, workspace))) continue;
    for (const part of BUILT_PARTS) {
      rmSync(join(out, workspace, part), { recursive: true, force: true });
      const from = join(root, workspace, part);
      if (existsSync(from))
        cpSync(from, join(out, workspace, part), {
          recursive: true,
          filter: (source) => !source.endsWith('.tsbuildinfo'),
        });
    }
  }
}

import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './repo.js';

const run = promisify(execFile);

/** What each server image's runtime stage copies: the folder infra/docker/layout.mjs lays out. */
export async function layOut(workspace: string, out: string): Promise<void> {
  await run(process.execPath, [join(repoRoot, 'infra/docker/layout.mjs'), workspace, out], {
    cwd: repoRoot,
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** The image's entrypoint lives outside /app; here it sits beside the app (never a cached copy's). */
export function addEntrypoint(out: string): void {
  rmSync(join(out, 'upstreams.sh'), { force: true });
  copyFileSync(join(repoRoot, 'infra/docker/upstreams.sh'), join(out, 'upstreams.sh'));
}

/** Bytes of every file under a folder (symbolic links count as themselves): an image layer's size. */
export function folderBytes(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path, { withFileTypes: true }).reduce(
    (total, entry) => total + (entry.isSymbolicLink() ? 0 : folderBytes(join(path, entry.name))),
    0,
  );
}

/** Lets another user read and enter a folder made by mkdtemp (mode 0700). */
export const openToOthers = (path: string) => chmodSync(path, 0o755);

/** Starts `node <entry>` from a laid-out folder through the image's entrypoint, as `nobody` when root. */
export function startFromLayout(folder: string, entry: string, env: Record<string, string>): ChildProcess {
  const command = ['sh', join(folder, 'upstreams.sh'), process.execPath, entry];
  const asNobody =
    process.getuid?.() === 0 ? ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups', '--'] : [];
  const [program, ...args] = [...asNobody, ...command];
  return spawn(program!, args, {
    cwd: folder,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Polls a URL until it answers 200; the process's last output is in the error when it never does. */
export async function waitForOk(url: string, child: ChildProcess, attempts = 240): Promise<Response> {
  let stderr = '';
  const keep = (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode}): ${stderr}`);
    const response = await fetch(url).catch(() => null);
    if (response?.status === 200) return response;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} never answered 200: ${stderr}`);
}

export async function stopAll(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** A process's resident memory in bytes (VmRSS of /proc/<pid>/status): what a pod's memory counts. */
export function residentBytes(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`process ${pid} reports no VmRSS`);
  return Number(line[1]) * 1024;
}

export const MIB = 1024 * 1024;

/**
 * The runtime sizes docs/deploy.md states, from its table of `| image | size MiB |` rows under the
 * heading line that introduces them.
 */
export function documentedSizes(markdown: string, heading: string): Record<string, number> {
  const start = markdown.indexOf(heading);
  if (start < 0) throw new Error(`docs/deploy.md has no "${heading}"`);
  const sizes: Record<string, number> = {};
  const lines = markdown.slice(start).split('\n').slice(1);
  for (const line of lines.slice(lines.findIndex((text) => text.startsWith('|')))) {
    if (!line.startsWith('|')) break;
    const row = /^\|\s*`?([\w-]+)`?[^|]*\|\s*([\d.]+) MiB\s*\|/.exec(line);
    if (row) sizes[row[1]!] = Number(row[2]);
  }
  return sizes;
}

// `npm run build`: every workspace's build, each as soon as the workspaces it imports are built, at
// most BUILD_JOBS (2) at a time, longest chains first; each build's output printed whole when it ends.
// Plain JavaScript: it runs before anything is compiled.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const manifest = (folder) => JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
const workspaces = manifest('.').workspaces.filter((folder) => manifest(folder).scripts?.build);
const folderOf = new Map(workspaces.map((folder) => [manifest(folder).name, folder]));
const needs = new Map(
  workspaces.map((folder) => {
    const { dependencies, devDependencies, name } = manifest(folder);
    const names = Object.keys({ ...dependencies, ...devDependencies }).filter((each) => each !== name);
    return [folder, names.map((each) => folderOf.get(each)).filter(Boolean)];
  }),
);
// Rough seconds of a build (quiet 2-core machine): the web's vite build is the longest by far.
const COST = { web: 60, 'packages/contracts': 15, 'packages/server-kit': 15 };
const costOf = (folder) => COST[folder] ?? 10;
/** The longest chain of builds from this one to the end: the longest chains start first. */
const chain = (folder) =>
  costOf(folder) +
  Math.max(
    0,
    ...workspaces.filter((other) => needs.get(other).includes(folder)).map((other) => chain(other)),
  );

const jobs = Math.max(1, Number(process.env.BUILD_JOBS) || 2);
const waiting = [...workspaces].sort((a, b) => chain(b) - chain(a));
const built = new Set();
let running = 0;
let failed = false;

const build = (folder) =>
  new Promise((done) => {
    const started = performance.now();
    const output = [];
    const child = spawn('npm', ['run', 'build', '--workspace', folder], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`━━ build ${folder}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`}, ${seconds} s`);
      process.stdout.write(Buffer.concat(output));
      done(code === 0);
    });
  });

const next = () => {
  while (!failed && running < jobs) {
    const index = waiting.findIndex((folder) => needs.get(folder).every((each) => built.has(each)));
    if (index < 0) break;
    const [folder] = waiting.splice(index, 1);
    running += 1;
    build(folder).then((ok) => {
      running -= 1;
      if (ok) built.add(folder);
      else failed = true;
      next();
    });
  }
  if (running > 0) return;
  if (failed || waiting.length > 0) {
    console.error(`The build stopped: ${waiting.join(', ') || 'a workspace failed'} not built.`);
    process.exit(1);
  }
};
next();

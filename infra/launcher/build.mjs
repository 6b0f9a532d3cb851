// `npm run build`: every workspace's build, BUILD_JOBS (2) things at a time, each thing's output printed
// whole when it ends. Plain JavaScript: it runs before anything is compiled.
//
// A workspace whose build is the compiler alone (`tsgo -p tsconfig.build.json`, a composite project) is
// compiled with the others in one `tsgo -b`: one compiler reads the libraries' types once for all of them.
// tsgo is TypeScript 7, the native compiler (docs/decisions/0040-native-compiler.md): the back end's
// compile took 32 CPU-seconds with TypeScript 6, about 14 with 7, the same JavaScript emitted. Their `prebuild` scripts (Prisma's client) run
// first; a `postbuild` that other workspaces need (the contracts' generated files) runs as soon as its
// workspace is compiled, so the workspaces that import it are compiled after it; the apps' postbuilds
// (their bundles) run once they are compiled, two at a time with the rest. Any other build (the web's) runs as one
// `npm run build`, once the workspaces it imports are built.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const manifest = (folder) => JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
const workspaces = manifest('.').workspaces.filter((folder) => manifest(folder).scripts?.build);
const folderOf = new Map(workspaces.map((folder) => [manifest(folder).name, folder]));
/** The workspaces a workspace imports, and theirs. */
const needsOf = (folder, seen = new Set()) => {
  const { dependencies, devDependencies, name } = manifest(folder);
  for (const each of Object.keys({ ...dependencies, ...devDependencies })) {
    const needed = folderOf.get(each);
    if (needed && each !== name && !seen.has(needed)) {
      seen.add(needed);
      needsOf(needed, seen);
    }
  }
  return seen;
};

const COMPILER_ONLY = 'tsgo -p tsconfig.build.json';
// The projects do not reference each other (each imports the others' packages, their declarations in
// dist): one `tsgo -b --builders 1` builds them one at a time in the order given, so every workspace
// comes after those it imports (each project is still checked on several threads).
const compiled = [];
const addCompiled = (folder) => {
  if (compiled.includes(folder) || manifest(folder).scripts?.build !== COMPILER_ONLY) return;
  for (const needed of needsOf(folder)) addCompiled(needed);
  if (!compiled.includes(folder)) compiled.push(folder);
};
workspaces.forEach(addCompiled);
const others = workspaces.filter((folder) => !compiled.includes(folder));
const scriptOf = (folder, script) => manifest(folder).scripts?.[script];
/** Whether another workspace's build imports this one. */
const importedByAnother = (folder) =>
  workspaces.some((other) => other !== folder && needsOf(other).has(folder));
// Compiled first, with what they import: workspaces whose postbuild another workspace needs (the
// contracts' generated files), and those another build imports (kept in the compile order). The apps'
// postbuilds (their bundles, infra/launcher/bundle-app.mjs) run after the second compile.
const firstNeeded = new Set(
  [
    ...compiled.filter((folder) => scriptOf(folder, 'postbuild') && importedByAnother(folder)),
    ...others.flatMap((f) => [...needsOf(f)]),
  ].flatMap((folder) => [folder, ...needsOf(folder)]),
);
const early = new Set(compiled.filter((folder) => firstNeeded.has(folder)));
const late = compiled.filter((folder) => !early.has(folder));

const npmScript = (folder, script) => ({ command: 'npm', args: ['run', script, '--workspace', folder] });
const compile = (folders) => ({
  command: 'npx',
  args: ['tsgo', '-b', '--builders', '1', ...folders.map((folder) => join(folder, 'tsconfig.build.json'))],
});
const postbuilds = (folders) =>
  folders.filter((folder) => scriptOf(folder, 'postbuild')).map((f) => npmScript(f, 'postbuild'));

/** What runs, each once the tasks it names have ended: its commands in order, up to the first that fails. */
const tasks = compiled
  .filter((folder) => scriptOf(folder, 'prebuild'))
  .map((folder) => ({
    name: `prebuild ${folder}`,
    folders: [folder],
    after: [],
    commands: [npmScript(folder, 'prebuild')],
  }));
const prebuildsOf = (folders) =>
  tasks
    .filter((task) => task.name.startsWith('prebuild ') && folders.includes(task.folders[0]))
    .map((task) => task.name);
const compileTask = (folders, after) => ({
  name: `compile ${folders.join(', ')}`,
  folders,
  after: [...prebuildsOf(folders), ...after],
  commands: [compile(folders), ...postbuilds(folders)],
});
const earlyTask = early.size ? compileTask([...early], []) : null;
if (earlyTask) tasks.push(earlyTask);
if (late.length) {
  // Nothing waits on the late workspaces' postbuilds (the apps' bundles): each is a task of its own,
  // so two run at once, beside the web's build or each other.
  const lateTask = { ...compileTask(late, earlyTask ? [earlyTask.name] : []), commands: [compile(late)] };
  tasks.push(lateTask);
  for (const folder of late.filter((each) => scriptOf(each, 'postbuild')))
    tasks.push({
      name: `postbuild ${folder}`,
      folders: [folder],
      after: [lateTask.name],
      commands: [npmScript(folder, 'postbuild')],
    });
}
for (const folder of others) {
  const needs = needsOf(folder);
  const after = tasks.filter(
    (task) => task.name.startsWith('compile ') && task.folders.some((f) => needs.has(f)),
  );
  tasks.push({
    name: `build ${folder}`,
    folders: [folder],
    after: after.map((task) => task.name),
    commands: [npmScript(folder, 'build')],
  });
}

const run = (task) =>
  new Promise((done) => {
    const started = performance.now();
    const output = [];
    const next = (index) => {
      const step = task.commands[index];
      if (!step) return finish(0);
      output.push(Buffer.from(`$ ${step.command} ${step.args.join(' ')}\n`));
      const child = spawn(step.command, step.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
      child.on('close', (code) => (code === 0 ? next(index + 1) : finish(code ?? 1)));
    };
    const finish = (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`━━ ${task.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`}, ${seconds} s`);
      process.stdout.write(Buffer.concat(output));
      done(code === 0);
    };
    next(0);
  });

const jobs = Math.max(1, Number(process.env.BUILD_JOBS) || 2);
const waiting = [...tasks];
const finished = new Set();
let running = 0;
let failed = false;

const startReady = () => {
  while (!failed && running < jobs) {
    const index = waiting.findIndex((task) => task.after.every((name) => finished.has(name)));
    if (index < 0) break;
    const [task] = waiting.splice(index, 1);
    running += 1;
    // run() never rejects: a failed command resolves false.
    void run(task).then((ok) => {
      running -= 1;
      if (ok) finished.add(task.name);
      else failed = true;
      startReady();
    });
  }
  if (running > 0) return;
  if (failed || waiting.length > 0) {
    console.error(`The build stopped: ${waiting.map((task) => task.name).join('; ') || 'a step failed'}.`);
    process.exit(1);
  }
};
startReady();

import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { layOutCached, layoutInputsKey } from '../src/layout-cache.js';

// A repository of one app and one package, and a stand-in for layout.mjs that counts its `npm ci`s:
// what the cache decides is whether that expensive step runs, and what the layout then holds.
const base = mkdtempSync(join(tmpdir(), 'stillframe-layout-cache-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
const root = join(base, 'repo');
const cacheDir = join(base, 'cache');
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
write('package.json', JSON.stringify({ workspaces: ['apps/a', 'packages/p'] }));
write('package-lock.json', '{"lockfileVersion":3}');
write('apps/a/package.json', '{"name":"a"}');
write('packages/p/package.json', '{"name":"p"}');
write('infra/docker/Dockerfile', 'FROM node');
write('infra/docker/layout.mjs', '// lays out');
write('apps/a/dist/main.js', 'build 1');
write('apps/a/dist/.tsbuildinfo', '{}');

const installs: string[] = [];
const layOut = async (workspace: string, out: string) => {
  installs.push(workspace);
  mkdirSync(join(out, 'node_modules/dependency'), { recursive: true });
  writeFileSync(join(out, 'node_modules/dependency/index.js'), `installed ${installs.length}`);
  cpSync(join(root, workspace, 'package.json'), join(out, workspace, 'package.json'));
  cpSync(join(root, workspace, 'dist'), join(out, workspace, 'dist'), { recursive: true });
};
const read = (path: string) => readFileSync(path, 'utf8');

describe('the runtime layouts cached on their inputs', () => {
  it('installs once for unchanged inputs, while every use gets the current build', async () => {
    const first = join(base, 'first');
    expect(await layOutCached({ 'apps/a': first }, { cacheDir, layOut, root })).toEqual(['apps/a']);
    expect(read(join(first, 'apps/a/dist/main.js'))).toBe('build 1');

    write('apps/a/dist/main.js', 'build 2');
    const second = join(base, 'second');
    expect(await layOutCached({ 'apps/a': second }, { cacheDir, layOut, root })).toEqual([]);
    expect(installs).toEqual(['apps/a']);
    expect(read(join(second, 'node_modules/dependency/index.js'))).toBe('installed 1');
    expect(read(join(second, 'apps/a/dist/main.js'))).toBe('build 2');
    expect(existsSync(join(second, 'apps/a/dist/.tsbuildinfo'))).toBe(false);
    // The refresh replaced the linked files rather than writing through them into the cache.
    const kept = join(cacheDir, layoutInputsKey(root), 'apps+a');
    expect(read(join(kept, 'apps/a/dist/main.js'))).toBe('build 1');
  });

  it('installs again when the lockfile changes, and forgets the layouts of the old inputs', async () => {
    const before = layoutInputsKey(root);
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(layoutInputsKey(root)).not.toBe(before);
    const third = join(base, 'third');
    expect(await layOutCached({ 'apps/a': third }, { cacheDir, layOut, root })).toEqual(['apps/a']);
    expect(read(join(third, 'node_modules/dependency/index.js'))).toBe('installed 2');
    expect(readdirSync(cacheDir)).toEqual([layoutInputsKey(root)]);
  });

  it('changes its key with the Dockerfile, the layout script and any workspace manifest', () => {
    const keys = new Set([layoutInputsKey(root)]);
    write('infra/docker/Dockerfile', 'FROM node:24');
    keys.add(layoutInputsKey(root));
    write('infra/docker/layout.mjs', '// lays out, differently');
    keys.add(layoutInputsKey(root));
    write('packages/p/package.json', '{"name":"p","dependencies":{"x":"1"}}');
    keys.add(layoutInputsKey(root));
    expect(keys.size).toBe(4);
  });

  it('keeps its key when only a script other than an install hook changes', () => {
    const before = layoutInputsKey(root);
    write('packages/p/package.json', '{"name":"p","dependencies":{"x":"1"},"scripts":{"test":"jest"}}');
    expect(layoutInputsKey(root)).toBe(before);
    write('packages/p/package.json', '{"name":"p","dependencies":{"x":"1"},"scripts":{"postinstall":"x"}}');
    expect(layoutInputsKey(root)).not.toBe(before);
  });
});

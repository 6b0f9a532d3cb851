#!/usr/bin/env node
// Import cycles between the feature folders of one app's src (e.g. proxy → access → entitlement → proxy).
// A file-level cycle inside one folder is allowed; a loop between folders means a piece lives in the wrong one.
// Usage: node tools/checks/folder-cycles.mjs <src dir>...   (exit 1 when a loop is found)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) && !/\.d\.ts$/.test(name) ? [path] : [];
  });
}

/** The top-level folder under src a file belongs to ('.' for files directly in src). */
function folderOf(src, file) {
  const parts = relative(src, file).split(sep);
  return parts.length > 1 ? parts[0] : '.';
}

/** Edges folder → folder with one example import each. */
export function folderGraph(srcDir) {
  const src = resolve(srcDir);
  const graph = new Map();
  for (const file of sourceFiles(src)) {
    const from = folderOf(src, file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(file), match[1] ?? match[2]);
      if (!target.startsWith(src + sep)) continue;
      const to = folderOf(src, target);
      if (to === from || from === '.' || to === '.') continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from).has(to)) graph.get(from).set(to, relative(src, file));
    }
  }
  return graph;
}

/** Every elementary loop between folders, each as [a, b, ..., a]. */
export function folderCycles(srcDir) {
  const graph = folderGraph(srcDir);
  const cycles = [];
  const seen = new Set();
  const walk = (start, node, path) => {
    for (const next of graph.get(node)?.keys() ?? []) {
      if (next === start) {
        const key = [...path].sort().join('|');
        if (seen.has(key)) continue;
        cycles.push([...path, start]);
        seen.add(key);
      } else if (!path.includes(next) && next > start) walk(start, next, [...path, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) walk(start, start, [start]);
  return cycles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = false;
  for (const dir of process.argv.slice(2)) {
    for (const cycle of folderCycles(dir)) {
      failed = true;
      console.error(`${dir}: folder import loop ${cycle.join(' → ')}`);
    }
  }
  process.exit(failed ? 1 : 0);
}

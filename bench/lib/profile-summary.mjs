// Top frames of a V8 CPU profile (node --cpu-prof) by self time, and by package/file:
//   node bench/lib/profile-summary.mjs <file.cpuprofile> [count]
import { readFileSync } from 'node:fs';

const [file, count = '25'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const selfMs = new Map(profile.nodes.map((node) => [node.id, 0]));
const gaps = profile.timeDeltas;
profile.samples.forEach((id, index) => selfMs.set(id, selfMs.get(id) + (gaps[index] ?? 0) / 1000));
// Shares are of the busy time: idle samples are left out.
const idle = new Set(
  profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id),
);
for (const id of idle) selfMs.set(id, 0);
const total = [...selfMs.values()].reduce((sum, value) => sum + value, 0);
const byFrame = new Map();
const byFile = new Map();
for (const node of profile.nodes) {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(\w+\/(src|dist)\/)/, '$1');
  const frame = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
  byFrame.set(frame, (byFrame.get(frame) ?? 0) + selfMs.get(node.id));
  const owner = url.includes('node_modules/')
    ? url.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')
    : url.startsWith('node:') || !url
      ? url || functionName
      : url.replace(/^.*\/(\w+)\/dist\/.*$/, 'stillframe $1');
  byFile.set(owner, (byFile.get(owner) ?? 0) + selfMs.get(node.id));
}
const top = (map) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(count))
    .map(([name, ms]) => `${((100 * ms) / total).toFixed(1).padStart(5)}%  ${name}`)
    .join('\n');
console.log(`${file}: ${(total / 1000).toFixed(1)} s busy\n\nby frame (self time):\n${top(byFrame)}`);
console.log(`\nby package (self time):\n${top(byFile)}`);

// CPU time of the stack's processes from /proc (Linux): each app started by the launcher, its Redis,
// its PostgreSQL (every backend and helper of the postmaster), this process (the load generator and the
// in-process sandboxes), and the whole machine, so that what other programs used is known too.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const APPS = ['gateway', 'auth', 'catalog', 'library', 'billing'];

/** ppid, name and CPU ticks (own, and of reaped children) of a process; null once it is gone. */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    return {
      pid,
      comm: text.slice(text.indexOf('(') + 1, close),
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
      childTicks: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null;
  }
}

const commandLine = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
};

/** The postmaster's pid, from postmaster.pid in the launcher's cluster folder (or where it moved it). */
function postmasterPid(dataDir) {
  let dir = join(dataDir, 'postgres');
  const moved = join(dir, 'WHERE-IS-THE-DATA.txt');
  if (existsSync(moved)) dir = /lives in (\S+)/.exec(readFileSync(moved, 'utf8'))?.[1] ?? dir;
  const file = join(dir, 'data', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : null;
}

function machineTicks() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = values;
  return {
    busy: user + nice + system + irq + softirq + steal,
    all: user + nice + system + idle + iowait + irq + softirq + steal,
  };
}

/**
 * A sampler of the stack launched by this process with its data under `dataDir`. The processes are
 * found again at each sample, so a restarted app or a new Postgres backend is counted.
 */
export function stackCpu(dataDir) {
  const sample = () => {
    const all = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map((entry) => stat(Number(entry)))
      .filter(Boolean);
    const children = new Map();
    for (const entry of all) {
      if (!children.has(entry.ppid)) children.set(entry.ppid, []);
      children.get(entry.ppid).push(entry);
    }
    const ticks = Object.fromEntries([...APPS, 'postgres', 'redis'].map((name) => [name, 0]));
    const pids = Object.fromEntries([...APPS, 'postgres', 'redis'].map((name) => [name, []]));
    const descend = (pid) => {
      for (const child of children.get(pid) ?? []) {
        const line = commandLine(child.pid);
        const app = APPS.find((name) => line.includes(`${name}/dist/main.js`));
        const name = app ?? (child.comm === 'redis-server' ? 'redis' : null);
        if (name) {
          ticks[name] += child.ticks + child.childTicks;
          pids[name].push(child.pid);
        }
        descend(child.pid);
      }
    };
    descend(process.pid);
    const postmaster = postmasterPid(dataDir);
    const main = postmaster ? all.find((entry) => entry.pid === postmaster) : null;
    if (main) {
      ticks.postgres += main.ticks + main.childTicks;
      pids.postgres.push(main.pid);
      for (const child of children.get(main.pid) ?? []) ticks.postgres += child.ticks + child.childTicks;
    }
    const own = process.cpuUsage();
    ticks.generator = ((own.user + own.system) / 1e6) * TICKS_PER_SECOND;
    return { at: performance.now(), ticks, pids, machine: machineTicks() };
  };
  return { sample };
}

/** Cores each part used between two samples, and the machine's busy cores and what others used. */
export function coresBetween(before, after) {
  const seconds = (after.at - before.at) / 1000;
  const cores = Object.fromEntries(
    Object.keys(after.ticks).map((name) => [
      name,
      Math.max(0, after.ticks[name] - before.ticks[name]) / TICKS_PER_SECOND / seconds,
    ]),
  );
  const machineAll = after.machine.all - before.machine.all;
  const machineCount = machineAll / TICKS_PER_SECOND / seconds;
  const busy = ((after.machine.busy - before.machine.busy) / machineAll) * machineCount;
  const ours = Object.values(cores).reduce((sum, value) => sum + value, 0);
  return { ...cores, machine: busy, others: Math.max(0, busy - ours), machineCores: machineCount };
}

export const appNames = APPS;

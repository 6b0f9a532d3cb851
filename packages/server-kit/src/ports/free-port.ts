import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A port is chosen by one process and bound later by another (a service, Postgres, nginx), often
// seconds later. A port from `listen(0)` is free only at the moment it is asked for: another process
// asking in between (a test in another lane, the kernel for an outgoing connection) may get the same
// one, and the service that binds it second fails while a stranger answers its health check. So
// ports are chosen below the kernel's ephemeral range, where neither `listen(0)` nor an outgoing
// connection lands, and each is leased through a file created exclusively: no two processes on the
// machine hand out the same port while the lease lasts.

/** Long enough for the slowest start between choosing a port and binding it. */
const LEASE_MS = 15 * 60_000;
const LOWEST = 10_000;
// One folder per user: another user's folder may not be writable.
const LEASES = join(tmpdir(), `stillframe-port-leases-${process.getuid?.() ?? 'user'}`);

/** Where leases are kept: one empty file per port, named by it. */
export interface PortLeases {
  folder?: string;
  /** The ports to choose from (tests narrow it); by default all below the ephemeral range. */
  range?: readonly [number, number];
}

/** A loopback port that is free now and that no other process on this machine is handed for a while. */
export async function freePort(leases: PortLeases = {}): Promise<number> {
  return (await freePortBlock(1, leases)) + 1;
}

/**
 * A base port whose next `size` ports (base + 1 … base + size) are free and leased: for programs
 * that listen on a block (the sandbox's upstreams). The search starts anywhere in the range (so that
 * processes rarely contend for one file) and goes through all of it.
 */
export async function freePortBlock(
  size: number,
  { folder = LEASES, range = leasableRange() }: PortLeases = {},
): Promise<number> {
  const [low, high] = range;
  mkdirSync(folder, { recursive: true });
  const bases = high - low + 2 - size;
  const start = Math.floor(Math.random() * bases);
  for (let step = 0; step < bases; step += 1) {
    const base = low - 1 + ((start + step) % bases);
    const ports = Array.from({ length: size }, (_, index) => base + 1 + index);
    if (ports.every((port) => lease(folder, port)) && (await Promise.all(ports.map(bindable))).every(Boolean))
      return base;
  }
  throw new Error(`no ${size} free loopback ports in ${low}–${high}`);
}

/** Ports below the ephemeral range (net.ipv4.ip_local_port_range), where nothing is handed out unasked. */
export function leasableRange(): [number, number] {
  let ephemeralLow = 32_768;
  try {
    ephemeralLow = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
    );
  } catch {
    // Not Linux: the default range's start.
  }
  if (ephemeralLow - LOWEST < 2_000) throw new Error(`the ephemeral port range starts at ${ephemeralLow}`);
  return [LOWEST, ephemeralLow - 1];
}

/** Takes the port's lease, or says that another process holds it. */
function lease(folder: string, port: number): boolean {
  const file = join(folder, String(port));
  try {
    closeSync(openSync(file, 'wx'));
    return true;
  } catch {
    const age = Date.now() - (statSafe(file) ?? 0);
    if (age < LEASE_MS) return false;
    // An old lease: its holder has long bound the port or given up. Taken over only through a fresh
    // exclusive create, so two processes reclaiming it at once cannot both win.
    try {
      unlinkSync(file);
      closeSync(openSync(file, 'wx'));
      return true;
    } catch {
      return false;
    }
  }
}

const statSafe = (file: string): number | null => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, freePortBlock, leasableRange } from '../src/ports/free-port.js';

// Ports chosen by one process and bound by another: leased so that no two processes get the same one.

let folder: string;
/** A narrow range, inside the real one, for the tests that lease all of it. */
const [low, high] = [leasableRange()[0] + 7_000, leasableRange()[0] + 7_600];
const leases = () => ({ folder, range: [low, high] as const });

/** Fresh leases on every port of the range but these: another process's, as far as a caller can tell. */
const leaseAllBut = (free: number[]) => {
  for (let port = low; port <= high; port += 1)
    if (!free.includes(port)) writeFileSync(join(folder, String(port)), '');
};

const listenOn = (port: number) =>
  new Promise<Server | null>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

/** Consecutive ports from `from` on that nothing listens on now (other tests' servers use this range too). */
const unusedRun = async (from: number, count: number): Promise<number> => {
  for (let base = from; ; base += count) {
    const servers = await Promise.all(Array.from({ length: count }, (_, index) => listenOn(base + index)));
    await Promise.all(
      servers.map((server) => new Promise((resolve) => (server ? server.close(resolve) : resolve(null)))),
    );
    if (servers.every(Boolean)) return base;
  }
};

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'port-leases-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('leased loopback ports', () => {
  it('come from below the ephemeral range, where listen(0) and outgoing connections never land', async () => {
    const port = await freePort({ folder });
    const [lowest, highest] = leasableRange();
    expect(highest).toBe(
      Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0]) - 1,
    );
    expect(port).toBeGreaterThanOrEqual(lowest);
    expect(port).toBeLessThanOrEqual(highest);
    expect(readdirSync(folder)).toEqual([String(port)]);
  });

  it('are never handed out twice while leased, and never while something listens on them', async () => {
    const [taken, first, second] = [
      await unusedRun(low + 100, 1),
      await unusedRun(low + 200, 1),
      await unusedRun(high - 100, 1),
    ];
    const squatter = (await listenOn(taken))!;
    try {
      leaseAllBut([taken, first, second]);
      const handed = [await freePort(leases()), await freePort(leases())].sort((a, b) => a - b);
      expect(handed).toEqual([first, second]);
      await expect(freePort(leases())).rejects.toThrow(/no 1 free loopback ports/);
    } finally {
      squatter.close();
    }
  });

  it('take over a lease older than any start, through a fresh exclusive create', async () => {
    const port = await unusedRun(low + 300, 1);
    leaseAllBut([]);
    const old = new Date(Date.now() - 60 * 60_000);
    utimesSync(join(folder, String(port)), old, old);
    expect(await freePort(leases())).toBe(port);
    await expect(freePort(leases())).rejects.toThrow(/free loopback ports/);
  });

  it('come as a block of consecutive free ports', async () => {
    const base = (await unusedRun(low + 400, 4)) - 1;
    const lone = await unusedRun(base + 100, 1);
    leaseAllBut([base + 1, base + 2, base + 3, base + 4, lone]);
    expect(await freePortBlock(4, leases())).toBe(base);
  });
});

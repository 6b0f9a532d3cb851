import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** The cap when none is set: far above what a browser opens (6 per host), far below the open-file limit. */
export const DEFAULT_CONNECTIONS_PER_ADDRESS = 256;

/**
 * The cap in force: the setting, or the default when the gateway faces clients directly. Behind
 * proxies every connection comes from a proxy's address, so there is no default cap there.
 */
export const connectionsPerAddress = (setting: number | undefined, behindProxies: boolean): number =>
  setting ?? (behindProxies ? 0 : DEFAULT_CONNECTIONS_PER_ADDRESS);

/**
 * Closes a new connection at once when its address already holds `cap` open ones, before a request on
 * it is read: one address cannot take every socket and file descriptor of the gateway.
 */
export function capConnectionsPerAddress(server: Server, cap: number): void {
  if (cap <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= cap) return void socket.destroy();
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

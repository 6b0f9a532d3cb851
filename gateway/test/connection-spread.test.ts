import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startStandIn, type StandIn } from './stand-in-service.js';
import { startGatewayTestApp, type GatewayTestApp } from './gateway-test-app.js';

/**
 * One service address in front of several replicas, as a Kubernetes Service is: each new TCP
 * connection goes to the next replica in turn, and a replica can join while connections are open.
 */
async function startRoundRobinAddress(firstReplica: string) {
  const replicas = [new URL(firstReplica)];
  const sockets = new Set<Socket>();
  let next = 0;
  const server: Server = createServer((client) => {
    const replica = replicas[next++ % replicas.length]!;
    const upstream = createConnection(Number(replica.port), replica.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    join: (replica: string) => replicas.push(new URL(replica)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let first: StandIn;
let second: StandIn;
let address: Awaited<ReturnType<typeof startRoundRobinAddress>>;
let t: GatewayTestApp;
beforeAll(async () => {
  [first, second] = await Promise.all([startStandIn(), startStandIn()]);
  address = await startRoundRobinAddress(first.url);
  t = await startGatewayTestApp({ CATALOG_URL: address.url, UPSTREAM_CONNECTION_MAX_REQUESTS: '5' });
});
afterAll(async () => {
  await t.close();
  await address.close();
  await Promise.all([first.close(), second.close()]);
});

const quotes = async (count: number) => {
  for (let call = 0; call < count; call += 1) await t.http.get('/api/quotes/random').expect(200);
};

describe('keep-alive connections to a service', () => {
  it('reach a catalog replica that joined after the connections were opened', async () => {
    await quotes(8);
    expect(first.calls).toHaveLength(8);
    expect(second.calls).toHaveLength(0);

    address.join(second.url);
    await quotes(20);
    expect(second.calls.length).toBeGreaterThan(0);
    expect(first.calls.length).toBeGreaterThan(8);
    expect(first.calls.length + second.calls.length).toBe(28);
  });
});

import request from 'supertest';
import { createLogger, readyApp, type App } from '@stillframe/server-kit';
import { testServiceEnv } from '@stillframe/server-kit/testing';
import { loadGatewayConfig } from '../src/config/env.js';
import { createGateway } from '../src/bootstrap.js';
import { startGatewayTestApp, type GatewayTestApp } from './gateway-test-app.js';

/**
 * Behind a load balancer and an ingress, both trusted by network: the test's own address (loopback)
 * stands for the ingress, 10.0.0.0/8 for the load balancer. A limit of 3 calls a minute per address.
 */
let t: GatewayTestApp;
beforeAll(async () => {
  t = await startGatewayTestApp({
    RATE_LIMIT_DEFAULT_PER_MINUTE: '3',
    TRUSTED_PROXIES: '127.0.0.0/8, ::1, 10.0.0.0/8',
  });
});
afterAll(async () => t.close());

const LOAD_BALANCER = '10.1.2.3';
const quote = (http: ReturnType<typeof request>, forwardedFor: string) =>
  http.get('/api/quotes/random').set('x-forwarded-for', forwardedFor);
const lastClientAddress = () => t.catalog.calls.at(-1)?.claims?.ip;

describe('the client address behind proxies trusted by network', () => {
  it('is the first address from the right outside the trusted networks, whatever the client wrote left of it', async () => {
    await quote(t.http, `6.6.6.6, 203.0.113.7, ${LOAD_BALANCER}`).expect(200);
    expect(lastClientAddress()).toBe('203.0.113.7');
  });

  it('keeps each client to its own rate limit, however it spoofs the left-most entry', async () => {
    for (const spoofed of ['6.6.6.1', '6.6.6.2', '6.6.6.3'])
      await quote(t.http, `${spoofed}, 198.51.100.1, ${LOAD_BALANCER}`).expect(200);
    await quote(t.http, `6.6.6.4, 198.51.100.1, ${LOAD_BALANCER}`).expect(429);
    // Another person behind the same proxies, claiming the same left-most address, still gets in.
    await quote(t.http, `6.6.6.4, 198.51.100.2, ${LOAD_BALANCER}`).expect(200);
    expect(lastClientAddress()).toBe('198.51.100.2');
  });

  it('ignores X-Forwarded-For from a peer outside the trusted networks', async () => {
    const config = { ...t.config, TRUSTED_PROXIES: ['10.0.0.0/8'], RATE_LIMIT_DEFAULT_PER_MINUTE: 600 };
    const untrusting: App = await readyApp(
      await createGateway(config, createLogger('gateway-untrusting', 'silent')),
    );
    try {
      await quote(request(untrusting.getHttpServer()), `203.0.113.9, ${LOAD_BALANCER}`).expect(200);
      expect(lastClientAddress()).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    } finally {
      await untrusting.close();
    }
  });
});

describe('the TRUSTED_PROXIES setting', () => {
  const load = (extra: Record<string, string>) => () =>
    loadGatewayConfig(
      testServiceEnv({
        AUTH_URL: 'http://auth:4001',
        CATALOG_URL: 'http://catalog:4002',
        LIBRARY_URL: 'http://library:4003',
        BILLING_URL: 'http://billing:4004',
        ...extra,
      }),
    );

  it('names each entry that is not an address or a network', () => {
    const bad = load({ TRUSTED_PROXIES: '10.0.0.0/8, 10.0.0.0/33, ingress' });
    expect(bad).toThrow(/TRUSTED_PROXIES entry "10\.0\.0\.0\/33" has a prefix length/);
    expect(bad).toThrow(/TRUSTED_PROXIES entry "ingress" is not an IP address or a CIDR network/);
    expect(bad).not.toThrow(/"10\.0\.0\.0\/8"/);
    expect(load({ TRUSTED_PROXIES: ' 10.244.0.0/16 ,fd00::/8,192.0.2.10' })().TRUSTED_PROXIES).toEqual([
      '10.244.0.0/16',
      'fd00::/8',
      '192.0.2.10',
    ]);
  });

  it('cannot be set together with TRUST_PROXY_HOPS', () => {
    expect(load({ TRUST_PROXY_HOPS: '1', TRUSTED_PROXIES: '10.0.0.0/8' })).toThrow(
      /TRUSTED_PROXIES and TRUST_PROXY_HOPS cannot both be set/,
    );
  });
});

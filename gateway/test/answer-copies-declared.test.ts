import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InternalHeader } from '@stillframe/contracts';
import { verifyIdentity } from '@stillframe/server-kit';
import { TEST_IDENTITY_SECRET } from '@stillframe/server-kit/testing';
import { AnswerCopies } from '../src/answer-copies/answer-copies.js';
import {
  roleAgents,
  startGatewayTestApp,
  type Agent,
  type GatewayTestApp,
  type Role,
} from './gateway-test-app.js';

/**
 * A service that marks every answer shareable for a minute and answers with the caller's user id: what
 * a per-user route marked by mistake would look like. Only what the contracts declare is copied.
 */
let calls = 0;
let service: Server;
let serviceUrl: string;
let t: GatewayTestApp;
let as: Record<Role, Agent>;

beforeAll(async () => {
  service = createServer((req, res) => {
    calls += 1;
    const claims = verifyIdentity(
      req.headers[InternalHeader.identity] as string | undefined,
      TEST_IDENTITY_SECRET,
    );
    res.writeHead(200, { 'content-type': 'application/json', [InternalHeader.shareableFor]: '60' });
    res.end(JSON.stringify(req.url?.startsWith('/api/notes') ? [{ id: claims?.sub }] : []));
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  t = await startGatewayTestApp({ CATALOG_URL: serviceUrl, LIBRARY_URL: serviceUrl });
  as = await roleAgents(t, 'declared');
}, 60_000);
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => service.close(() => resolve()));
});

const copies = () => t.app.get(AnswerCopies);

describe('copies follow the contracts, not the service header', () => {
  it("never gives one user another's answer from a route not declared shareable", async () => {
    const own = await as.subscriber.get('/api/notes').expect(200);
    const other = await as.admin.get('/api/notes').expect(200);
    expect(own.body[0].id).toBeTruthy();
    expect(other.body[0].id).not.toBe(own.body[0].id);
  });

  it('asks the service again for an undeclared public GET, however shareable it says the answer is', async () => {
    const before = calls;
    const counts = copies().counts;
    await as.anonymous.get('/api/quotes/random').expect(200);
    await as.anonymous.get('/api/quotes/random').expect(200);
    expect(calls - before).toBe(2);
    expect(copies().counts).toEqual(counts);
  });

  it('copies a declared route for as long as the service says: one call, then a counted hit', async () => {
    const before = calls;
    const counts = copies().counts;
    await as.anonymous.get('/api/youtube/videos/abcdefghijk').expect(200);
    await as.anonymous.get('/api/youtube/videos/abcdefghijk').expect(200);
    expect(calls - before).toBe(1);
    expect(copies().counts).toEqual({
      hits: counts.hits + 1,
      misses: counts.misses + 1,
      kept: counts.kept + 1,
    });
  });
});

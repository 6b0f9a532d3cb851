import fc from 'fast-check';
import type { z } from 'zod';
import { allRoutes, ErrorBodySchema, type RouteContract } from '@stillframe/contracts';
import {
  roleAgents,
  startGatewayTestApp,
  type Agent,
  type GatewayTestApp,
  type Role,
} from './gateway-test-app.js';

let t: GatewayTestApp;
let agents: Record<Role, Agent>;

beforeAll(async () => {
  t = await startGatewayTestApp(
    { RATE_LIMIT_DEFAULT_PER_MINUTE: '100000', RATE_LIMIT_CREDENTIALS_PER_MINUTE: '100000' },
    { realLibrary: true },
  );
  agents = await roleAgents(t, 'fuzz');
}, 120_000);
afterAll(() => t.close());

// Signing out or deleting the account would end the sessions the next runs need.
const routes = allRoutes.filter((route) => !['auth.logout', 'auth.deleteAccount'].includes(route.id));

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const uuid = fc.uuid();

/** Text of every kind: control characters and NUL, any Unicode, ids in another casing, path tricks. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  uuid.map((id) => id.toUpperCase()),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/),
  fc.constantFrom('', ' ', '..', 'a\0b', 'null', '-1', '1e309', 'x'.repeat(5_000)),
);

/** Cursors that decode to broken parts: bad dates, dates out of range, ids that are no ids. */
const hostileCursor = fc.oneof(
  fc.constantFrom(
    base64url('2026-01-01T00:00:00Z|not-a-uuid'),
    base64url('-271821-04-20T00:00:00.000Z|6f1c1e0a-0000-4000-8000-000000000001'),
    base64url('2026-01-01|\0'),
    base64url('n.999999999999999.6f1c1e0a-0000-4000-8000-000000000001'),
    '%zz',
    '====',
  ),
  fc
    .tuple(fc.string({ unit: 'binary-ascii', maxLength: 30 }), hostileText)
    .map(([time, id]) => base64url(`${time}|${id}`)),
  fc
    .tuple(fc.constantFrom('n', 'o', 'x'), fc.bigInt(), hostileText)
    .map(([mark, millis, id]) => base64url(`${mark}.${millis}.${id}`)),
  fc
    .tuple(fc.date({ noInvalidDate: true }), uuid)
    .map(([date, id]) => base64url(`${date.toISOString()}|${id}`)),
);

/** A path segment as sent: encoded text, or raw percent sequences that do not decode. */
const pathSegment = fc.oneof(
  hostileText.map((text) => {
    try {
      return encodeURIComponent(text);
    } catch {
      return '%ED%A0%80';
    }
  }),
  fc.constantFrom('a%00b', '%zz', '%', '%C0%AF', '%2F', '%2e%2e'),
);

const keysOf = (schema: z.ZodType | undefined): string[] =>
  Object.keys((schema as z.ZodObject<Record<string, z.ZodType>> | undefined)?.shape ?? {});

const queryOf = (route: RouteContract) =>
  fc.dictionary(
    fc.constantFrom(...keysOf(route.query), 'cursor', 'limit', 'extra'),
    fc.oneof(hostileText, hostileCursor, fc.constantFrom('0', '-1', '501', '1.5', 'NaN')),
    { maxKeys: 4 },
  );

/** Any JSON value, or objects with the route's own field names holding values of any type. */
const bodyOf = (route: RouteContract) =>
  fc.oneof(
    fc.jsonValue(),
    fc.dictionary(
      fc.constantFrom(...keysOf(route.body), 'id', 'notes'),
      fc.oneof(fc.jsonValue(), hostileText),
      {
        maxKeys: 6,
      },
    ),
    fc.constant('{"broken": '),
  );

/** One call: a route, who calls it, and what it is sent. */
interface Walk {
  route: RouteContract;
  role: Role;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

const request: fc.Arbitrary<Walk> = fc.constantFrom(...routes).chain((route) =>
  fc.record({
    route: fc.constant(route),
    role: fc.constantFrom<Role>('anonymous', 'user', 'subscriber', 'admin'),
    params: fc.dictionary(fc.constantFrom(...keysOf(route.params), 'id'), pathSegment),
    query: queryOf(route),
    body: bodyOf(route),
  }),
);

/** Walked first, every run: the inputs that once answered 500, then every route once. */
const knownFailures: Walk[] = [
  { route: routes.find((route) => route.id === 'favorites.isFavorite')!, params: { id: 'a%00b' } },
  { route: routes.find((route) => route.id === 'favorites.remove')!, params: { id: 'a%00b' } },
  { route: routes.find((route) => route.id === 'admin.refundSubscription')!, params: { id: 'a%00b' } },
  ...[
    '2026-01-01T00:00:00Z|not-a-uuid',
    '-271821-04-20T00:00:00.000Z|6f1c1e0a-0000-4000-8000-000000000001',
    '2026-01-01|\0',
  ].map((cursor) => ({
    route: routes.find((route) => route.id === 'admin.listUsers')!,
    params: {},
    query: { cursor: base64url(cursor) },
  })),
  // And every route once, so that none is left out by chance.
  ...routes.map((route) => ({ route, params: {} })),
].map((example) => ({ role: 'admin' as Role, query: {}, body: null, ...example }));

const pathOf = (route: RouteContract, params: Record<string, string>) =>
  route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? 'abcdefghijk');

const queryString = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');

it('no route of the contracts answers 5xx to hostile params, queries or bodies, whoever calls', async () => {
  const seen = new Set<string>();
  await fc.assert(
    fc.asyncProperty(request, async ({ route, role, params, query, body }) => {
      let url = pathOf(route, params);
      try {
        url += Object.keys(query).length ? `?${queryString(query)}` : '';
      } catch {
        // A lone surrogate cannot be encoded: send the path alone.
      }
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      const call = agents[role][method](url);
      const response = await (route.method === 'GET'
        ? call
        : call
            .set('content-type', 'application/json')
            .send(typeof body === 'string' ? body : (JSON.stringify(body) ?? 'null')));
      seen.add(route.id);
      if (response.status >= 500)
        throw new Error(`${route.method} ${url} as ${role} answered ${response.status}: ${response.text}`);
      if (response.status >= 400) expect(ErrorBodySchema.safeParse(response.body).success).toBe(true);
    }),
    { numRuns: 300, examples: knownFailures.map((example) => [example]) },
  );
  // Every route was walked at least once.
  expect([...seen].sort()).toEqual(routes.map((route) => route.id).sort());
}, 300_000);

import { EntitlementRepository } from '../src/entitlement/entitlement.repository.js';
import { SessionRepository } from '../src/session/session.repository.js';
import {
  roleAgents,
  startGatewayTestApp,
  type Agent,
  type GatewayTestApp,
  type Role,
} from './gateway-test-app.js';

/**
 * Each cache of the gateway counts its hits and misses (the copies of shareable answers have theirs
 * in answer-copies-declared.test.ts): the real gateway, the real auth service, stand-ins behind.
 */
let t: GatewayTestApp;
let as: Record<Role, Agent>;

beforeAll(async () => {
  // Copies kept long enough that a slow machine cannot turn the second call's hit into a miss.
  t = await startGatewayTestApp({ SESSION_CACHE_SECONDS: '60' });
  as = await roleAgents(t, 'counters');
}, 60_000);
afterAll(() => t.close());

const sessions = () => t.app.get(SessionRepository).cacheStats;
const entitlements = () => t.app.get(EntitlementRepository).stats;

describe('cache counters', () => {
  it("count the session copies: a subscriber's first call misses, the next is a hit", async () => {
    const before = sessions();
    await as.subscriber.get('/api/notes').expect(200);
    await as.subscriber.get('/api/notes').expect(200);
    const after = sessions();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(1);
  });

  it('count the entitlement copies: in memory, and in Redis before billing is asked', async () => {
    const before = entitlements();
    await as.admin.get('/api/auth/user').expect(200);
    // An admin's calls to subscriber routes need no entitlement: nothing is looked up.
    await as.admin.get('/api/notes').expect(200);
    expect(entitlements()).toEqual(before);
    await as.user.get('/api/notes').expect(402);
    await as.user.get('/api/notes').expect(402);
    const after = entitlements();
    expect(after.memory.misses - before.memory.misses).toBe(1);
    expect(after.memory.hits - before.memory.hits).toBe(1);
    expect(after.redis.misses - before.redis.misses).toBe(1);
  });
});

import { RateLeases, type Unused } from '../src/rate-limit/rate-leases.js';

/** The leases' own rules, on a clock the test moves; Redis's counts are played by the test. */
const clock = () => {
  let now = 0;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
};

describe("a replica's leases of rate-limit counts", () => {
  it('reserves an eighth of what is left below the last tenth, at most 64, and one call at a time past that', () => {
    expect(RateLeases.sizeFor(600, 0)).toBe(64);
    expect(RateLeases.sizeFor(120, 0)).toBe(13);
    expect(RateLeases.sizeFor(30, 0)).toBe(3);
    expect(RateLeases.sizeFor(120, 100)).toBe(1);
    expect(RateLeases.sizeFor(20, 0)).toBe(2);
    expect(RateLeases.sizeFor(1, 0)).toBe(1);
    expect(RateLeases.sizeFor(10, 500)).toBe(1);
  });

  it('admits from a lease without Redis until it is used up', () => {
    const leases = new RateLeases();
    const lease = leases.of('default:a', 1);
    expect(leases.take(lease)).toBe(false);
    expect(leases.granted(lease, 64, 64, 600)).toBe(true);
    let admitted = 0;
    while (leases.take(lease)) admitted += 1;
    // The call that reserved them takes its own from the lease like the calls that waited.
    expect(admitted).toBe(64);
  });

  it('uses only the counts within the limit, so no number of replicas admits more than the limit', () => {
    let redis = 0;
    let admitted = 0;
    // Three replicas take turns, each reserving by what it knows of the count.
    const replicas = [0, 1, 2].map(() => new RateLeases());
    const leases = replicas.map((replica) => replica.of('search:a', 1));
    for (let call = 0; call < 200; call++) {
      const replica = replicas[call % 3]!;
      const lease = leases[call % 3]!;
      if (replica.take(lease)) {
        admitted += 1;
        continue;
      }
      const size = RateLeases.sizeFor(120, lease.known);
      redis += size;
      if (replica.granted(lease, redis, size, 120) && replica.take(lease)) admitted += 1;
    }
    expect(admitted).toBeLessThanOrEqual(120);
    // Refused early by at most what the other replicas held unused.
    const unused = leases.reduce((sum, lease) => sum + lease.leased, 0);
    expect(admitted + unused).toBeGreaterThanOrEqual(120);
  });

  it('refuses when every reserved count is past the limit', () => {
    const leases = new RateLeases();
    const lease = leases.of('credentials:a', 1);
    // Counts 30 to 32 of a limit of 30: one is usable.
    expect(leases.granted(lease, 32, 3, 30)).toBe(true);
    expect(leases.take(lease)).toBe(true);
    expect(leases.take(lease)).toBe(false);
    expect(leases.granted(lease, 33, 1, 30)).toBe(false);
    expect(lease.known).toBe(33);
  });

  it('takes back counts unused for a while, of the current window only', () => {
    const time = clock();
    const leases = new RateLeases({ now: time.now });
    const idle = leases.of('default:idle', 5);
    leases.granted(idle, 10, 10, 600);
    const busy = leases.of('default:busy', 5);
    leases.granted(busy, 20, 10, 600);
    time.advance(900);
    leases.take(busy);
    time.advance(100);
    expect(leases.takeBackIdle(1000)).toEqual([{ key: 'default:idle', window: 5, count: 10 }]);
    expect(leases.take(idle)).toBe(false);
    expect(leases.takeBackIdle(0)).toEqual([{ key: 'default:busy', window: 5, count: 9 }]);
  });

  it('starts again with every window', () => {
    const leases = new RateLeases();
    const lease = leases.of('default:a', 1);
    leases.granted(lease, 10, 10, 600);
    const next = leases.of('default:a', 2);
    expect(leases.take(next)).toBe(false);
    expect(next.known).toBe(0);
    expect(leases.takeBackIdle(0)).toEqual([]);
  });

  it('at the ceiling of 100,000 clients, pushes out the least recently seen alone and gives its counts back', () => {
    const given: Unused[] = [];
    const leases = new RateLeases({ onPushedOut: (unused) => given.push(unused) });
    for (let client = 0; client < 100_000; client += 1)
      leases.granted(leases.of(`default:${client}`, 3), 10, 10, 600);
    const first = leases.of('default:0', 3);
    leases.of('default:one more', 3);
    expect(given).toEqual([{ key: 'default:1', window: 3, count: 10 }]);
    expect(leases.take(first)).toBe(true);
    expect(leases.take(leases.of('default:99999', 3))).toBe(true);
  });

  it('when full, pushes out the least recently seen client alone and gives its unused counts back', () => {
    const given: Unused[] = [];
    const leases = new RateLeases({ maxClients: 3, onPushedOut: (unused) => given.push(unused) });
    for (const client of ['a', 'b', 'c']) leases.granted(leases.of(`default:${client}`, 7), 10, 10, 600);
    const a = leases.of('default:a', 7);
    expect(leases.take(a)).toBe(true);
    // A fourth client: b was seen least recently, and only b goes.
    leases.of('default:d', 7);
    expect(given).toEqual([{ key: 'default:b', window: 7, count: 10 }]);
    expect(leases.take(leases.of('default:c', 7))).toBe(true);
    expect(leases.take(a)).toBe(true);
    // A new window drops the ended one's leases without giving back: its counts are worth nothing now.
    leases.granted(leases.of('default:a', 8), 10, 10, 600);
    expect(given).toHaveLength(1);
  });
});

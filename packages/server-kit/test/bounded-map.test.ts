import fc from 'fast-check';
import { BoundedMap, type EvictionReason } from '../src/bounded-map/bounded-map.js';

/** A clock the test moves. */
const clock = () => {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
};

type Evicted = [string, number, EvictionReason];

describe('a bounded least-recently-used map', () => {
  it('when full, drops only the least recently used entry, and says so', () => {
    const evicted: Evicted[] = [];
    const map = new BoundedMap<string, number>({
      maxEntries: 3,
      onEvict: (key, value, reason) => evicted.push([key, value, reason]),
    });
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    expect(map.get('a')).toBe(1); // a is now the most recent: b is the least
    map.set('d', 4);
    expect(evicted).toEqual([['b', 2, 'room']]);
    expect([...map.usable()]).toEqual([
      ['c', 3],
      ['a', 1],
      ['d', 4],
    ]);
    expect(map.size).toBe(3);
  });

  it('replacing a value makes room for nothing and tells no one', () => {
    const evicted: Evicted[] = [];
    const map = new BoundedMap<string, number>({
      maxEntries: 2,
      onEvict: (key, value, reason) => evicted.push([key, value, reason]),
    });
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 10);
    map.delete('b');
    map.set('c', 3);
    map.clear();
    expect(evicted).toEqual([]);
    expect(map.size).toBe(0);
  });

  it('keeps an entry for its TTL, the map’s or its own, and reports the one found expired', () => {
    const time = clock();
    const evicted: Evicted[] = [];
    const map = new BoundedMap<string, number>({
      maxEntries: 10,
      ttlMs: 1_000,
      now: time.now,
      onEvict: (key, value, reason) => evicted.push([key, value, reason]),
    });
    map.set('default', 1);
    map.set('short', 2, 100);
    time.advance(100);
    expect(map.get('short')).toBeUndefined();
    expect(map.get('default')).toBe(1);
    time.advance(900);
    expect(map.get('default')).toBeUndefined();
    expect(evicted).toEqual([
      ['short', 2, 'expired'],
      ['default', 1, 'expired'],
    ]);
    expect(map.stats).toEqual({ hits: 1, misses: 2, evicted: 2 });
  });

  it('within a weight, drops least recently used entries until a new one fits, and holds none heavier than all', () => {
    const evicted: string[] = [];
    const map = new BoundedMap<string, string>({
      maxEntries: 100,
      maxWeight: 10,
      weightOf: (key, value) => key.length + value.length,
      onEvict: (key) => evicted.push(key),
    });
    map.set('a', 'xxx'); // 4
    map.set('b', 'xxx'); // 4
    map.get('a');
    expect(map.set('c', 'xxxxx')).toBe(true); // 6: b goes, and a still fits
    expect(evicted).toEqual(['b']);
    expect(map.weight).toBe(10);
    expect(map.set('d', 'xxxxxxxx')).toBe(true); // 9: a and c go
    expect(evicted).toEqual(['b', 'a', 'c']);
    expect(map.set('d', 'x'.repeat(20))).toBe(false);
    expect(map.get('d')).toBeUndefined();
    expect(map.weight).toBe(0);
  });

  it('refuses a ceiling below one entry', () => {
    expect(() => new BoundedMap({ maxEntries: 0 })).toThrow(RangeError);
  });

  it('behaves as a list ordered by last use, whatever the operations (property)', () => {
    type Op =
      | { kind: 'get'; key: number }
      | { kind: 'set'; key: number; ttl: number | undefined }
      | { kind: 'delete'; key: number }
      | { kind: 'advance'; ms: number };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('get' as const), key: fc.nat(7) }),
      fc.record({
        kind: fc.constant('set' as const),
        key: fc.nat(7),
        ttl: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
      }),
      fc.record({ kind: fc.constant('delete' as const), key: fc.nat(7) }),
      fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 1, max: 30 }) }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
        fc.array(op, { maxLength: 80 }),
        (max, maxWeight, ops) => {
          const time = clock();
          const evicted: Array<[number, number]> = [];
          const weightOf = (key: number, value: number) => (key + value) % 5;
          const map = new BoundedMap<number, number>({
            maxEntries: max,
            now: time.now,
            onEvict: (key, value) => evicted.push([key, value]),
            ...(maxWeight === undefined ? {} : { maxWeight, weightOf }),
          });
          const weighs = (key: number, value: number) => (maxWeight === undefined ? 0 : weightOf(key, value));
          const room = maxWeight ?? Infinity;
          const total = () => model.reduce((sum, entry) => sum + weighs(entry.key, entry.value), 0);
          // The model: least recently used first.
          let model: Array<{ key: number; value: number; until: number }> = [];
          const expected: Array<[number, number]> = [];
          ops.forEach((step, value) => {
            if (step.kind === 'advance') return time.advance(step.ms);
            const at = model.findIndex((entry) => entry.key === step.key);
            const found = at >= 0 ? model[at]! : undefined;
            if (step.kind === 'get') {
              const live = found && found.until > time.now();
              expect(map.get(step.key)).toBe(live ? found.value : undefined);
              model = model.filter((entry) => entry !== found);
              if (found && live) model.push(found);
              else if (found) expected.push([found.key, found.value]);
            } else if (step.kind === 'delete') {
              expect(map.delete(step.key)).toBe(Boolean(found));
              model = model.filter((entry) => entry !== found);
            } else {
              const weight = weighs(step.key, value);
              expect(map.set(step.key, value, step.ttl)).toBe(weight <= room);
              model = model.filter((entry) => entry !== found);
              if (weight > room) return;
              while (model.length >= max || total() + weight > room) {
                const [oldest] = model.splice(0, 1);
                expected.push([oldest!.key, oldest!.value]);
              }
              model.push({ key: step.key, value, until: time.now() + (step.ttl ?? Infinity) });
            }
            expect(map.size).toBe(model.length);
            expect(map.size).toBeLessThanOrEqual(max);
            expect(map.weight).toBe(total());
            expect(map.weight).toBeLessThanOrEqual(room);
          });
          expect(evicted).toEqual(expected);
          const live = model.filter((entry) => entry.until > time.now());
          expect([...map.usable()]).toEqual(live.map((entry) => [entry.key, entry.value]));
        },
      ),
      { numRuns: 300 },
    );
  });
});

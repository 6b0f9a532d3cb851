import fc from 'fast-check';
import { SingleFlight } from '../src/single-flight/single-flight.js';

/** A call the test finishes when it wants. */
const held = <T>() => {
  let finish!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
};

describe('single flight', () => {
  it('gives every call that arrives while one is on its way that call’s answer', async () => {
    const flights = new SingleFlight<string, number>();
    const call = held<number>();
    let started = 0;
    const start = () => {
      started += 1;
      return call.promise;
    };
    const answers = Promise.all([flights.run('k', start), flights.run('k', start), flights.run('k', start)]);
    expect(flights.current('k')).toBeDefined();
    call.finish(7);
    expect(await answers).toEqual([7, 7, 7]);
    expect(started).toBe(1);
    expect(flights.size).toBe(0);
  });

  it('keeps keys apart, and starts again once a call has settled', async () => {
    const flights = new SingleFlight<string, string>();
    let started = 0;
    const start = (value: string) => () => {
      started += 1;
      return Promise.resolve(value);
    };
    expect(await Promise.all([flights.run('a', start('a')), flights.run('b', start('b'))])).toEqual([
      'a',
      'b',
    ]);
    expect(await flights.run('a', start('again'))).toBe('again');
    expect(started).toBe(3);
  });

  it('shares a failure, thrown before or after the first await, and forgets it', async () => {
    const flights = new SingleFlight<string, number>();
    const call = held<number>();
    const both = Promise.allSettled([
      flights.run('k', () => call.promise),
      flights.run('k', () => call.promise),
    ]);
    call.fail(new Error('down'));
    expect((await both).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await expect(
      flights.run('k', () => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    expect(flights.size).toBe(0);
    await expect(flights.run('k', () => Promise.resolve(1))).resolves.toBe(1);
  });

  it('wakes the callers only after the started function has finished all it does', async () => {
    const flights = new SingleFlight<string, void>();
    const call = held<number>();
    let credited = 0;
    const start = async () => {
      credited = await call.promise;
    };
    const seen: number[] = [];
    const callers = [0, 1, 2].map(() => flights.run('k', start).then(() => seen.push(credited)));
    call.finish(64);
    await Promise.all(callers);
    // Every caller, the first included, sees the credit and finds the key free for a new call.
    expect(seen).toEqual([64, 64, 64]);
    expect(flights.current('k')).toBeUndefined();
  });

  it('starts one call per key for any interleaving of arrivals and answers (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(3), fc.boolean()), { minLength: 1, maxLength: 40 }),
        async (arrivals) => {
          const flights = new SingleFlight<number, number>();
          const open = new Map<number, ReturnType<typeof held<number>>>();
          const startedPerKey = new Map<number, number>();
          const answers: Array<Promise<[number, number]>> = [];
          let expectedStarts = 0;
          for (const [key, settleFirst] of arrivals) {
            // Some arrivals come after the key's call has answered: they start a new one.
            if (settleFirst && open.has(key)) {
              open.get(key)!.finish(startedPerKey.get(key)!);
              open.delete(key);
              await flights.current(key);
              expect(flights.current(key)).toBeUndefined();
            }
            if (!open.has(key)) expectedStarts += 1;
            answers.push(
              flights
                .run(key, () => {
                  const call = held<number>();
                  open.set(key, call);
                  startedPerKey.set(key, (startedPerKey.get(key) ?? 0) + 1);
                  return call.promise;
                })
                .then((value) => [key, value]),
            );
          }
          for (const [key, call] of open) call.finish(startedPerKey.get(key)!);
          const settled = await Promise.all(answers);
          const starts = [...startedPerKey.values()].reduce((sum, count) => sum + count, 0);
          expect(starts).toBe(expectedStarts);
          expect(flights.size).toBe(0);
          // Each caller got the answer of the call that was on its way when it arrived.
          for (const [key, value] of settled) expect(value).toBeLessThanOrEqual(startedPerKey.get(key)!);
        },
      ),
      { numRuns: 200 },
    );
  });
});

/**
 * Calls with the same key while one is on its way share it: one round trip (to Redis, upstream) serves
 * every call that arrived during it. The shared promise settles only after the key is free again, so a
 * caller that resumes and finds the result not good enough for it starts a new call rather than join the
 * finished one; and it settles after everything the started function did, so whatever that function
 * records (a lease credited, a value cached) is there when the callers resume.
 */
export class SingleFlight<K, V> {
  private readonly inFlight = new Map<K, Promise<V>>();

  /** The call on its way for `key`, if any (for callers that count or treat a shared answer apart). */
  current(key: K): Promise<V> | undefined {
    return this.inFlight.get(key);
  }

  /** Joins the call on its way for `key`, or starts one with `start`. */
  run(key: K, start: () => Promise<V>): Promise<V> {
    const existing = this.inFlight.get(key);
    if (existing) return existing;
    let started: Promise<V>;
    try {
      started = start();
    } catch (error) {
      // A function that throws before its first await is a failed call like any other.
      started = Promise.reject(error);
    }
    const shared = started.finally(() => {
      if (this.inFlight.get(key) === shared) this.inFlight.delete(key);
    });
    this.inFlight.set(key, shared);
    return shared;
  }

  /** Calls on their way (for the tests and the figures). */
  get size(): number {
    return this.inFlight.size;
  }
}

import { ModernFakeTimers } from '@jest/fake-timers';
import { bind } from 'jest-each';

/**
 * What jest-light-runner leaves out and the back end's tests need (decision 0039): a time limit on
 * every test and hook, so that a test that hangs fails by name instead of holding the run, and fake
 * timers that take Jest's options (a suite fakes `Date` alone and keeps real timers and sockets).
 */
const TEST_TIMEOUT_MS = 60_000;

type Done = (error?: unknown) => void;
type TestFn = (() => unknown) | ((done: Done) => void);
type Register = (name: string, fn?: TestFn, timeout?: number) => void;
type Hook = (fn: TestFn, timeout?: number) => void;

// Captured before any suite fakes timers: the limit runs on the real clock.
const realSetTimeout = setTimeout;
const realClearTimeout = clearTimeout;

function run(fn: TestFn): Promise<unknown> {
  if (fn.length === 0) return Promise.resolve().then(fn as () => unknown);
  return new Promise((resolve, reject) => {
    (fn as (done: Done) => void)((error) => (error ? reject(error) : resolve(undefined)));
  });
}

function limited(fn: TestFn, ms: number, what: string): () => Promise<unknown> {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = realSetTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
    });
    try {
      return await Promise.race([run(fn), limit]);
    } finally {
      realClearTimeout(timer);
    }
  };
}

/** Jest's `it`/`test`: `.skip` and `.todo` register nothing that runs, so they pass through as they are. */
type Test = Register & {
  each: ReturnType<typeof bind>;
  only: Test;
  skip: Register;
  todo: (name: string) => void;
};

function limitedTest(register: Test): Test {
  const wrapped = ((name: string, fn?: TestFn, timeout?: number) =>
    register(name, fn && limited(fn, timeout ?? TEST_TIMEOUT_MS, `The test "${name}"`), timeout)) as Test;
  wrapped.each = bind(wrapped as never);
  wrapped.skip = register.skip;
  wrapped.todo = register.todo;
  if (register.only) wrapped.only = limitedTest(register.only);
  return wrapped;
}

function limitedHook(hook: Hook, name: string): Hook {
  return (fn, timeout) => hook(limited(fn, timeout ?? TEST_TIMEOUT_MS, `A ${name} hook`), timeout);
}

const globals = globalThis as unknown as Record<string, unknown> & { jest: Record<string, unknown> };
globals['it'] = globals['test'] = limitedTest(globals['test'] as Test);
globals['fit'] = (globals['it'] as Test).only;
for (const name of ['beforeAll', 'afterAll', 'beforeEach', 'afterEach'])
  globals[name] = limitedHook(globals[name] as Hook, name);

const timers = new ModernFakeTimers({
  config: { fakeTimers: {} } as ConstructorParameters<typeof ModernFakeTimers>[0]['config'],
  global: globalThis as unknown as typeof globalThis,
});
Object.assign(globals.jest, {
  useFakeTimers: (config?: Parameters<ModernFakeTimers['useFakeTimers']>[0]) => {
    timers.useFakeTimers(config);
    return globals.jest;
  },
  useRealTimers: () => {
    timers.useRealTimers();
    return globals.jest;
  },
  setSystemTime: (now?: number | Date) => {
    timers.setSystemTime(now);
    return globals.jest;
  },
  advanceTimersByTime: (ms: number) => {
    timers.advanceTimersByTime(ms);
    return globals.jest;
  },
});

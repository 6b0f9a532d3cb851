// /v1/test_helpers/test_clocks: create, read, list, advance (synchronously, so the answer is
// already `ready`) and delete.
import { advanceClock, createClock, currentClock, deleteClock } from './clocks.js';
import { invalid, missingParam, notFound } from './errors.js';
import { str } from './form.js';
import { paginate } from './list.js';
import { route, type ApiContext, type Route } from './router.js';
import type { TestClock } from './types.js';

/** The last second of the year 9999: later times are not dates a clock can show. */
const LATEST = 253_402_300_799;

function unixParam(ctx: ApiContext, key: string): number {
  const raw = str(ctx.params, key);
  if (raw === undefined || raw === '') throw missingParam(key);
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > LATEST) throw invalid(`Invalid timestamp: ${raw}`, key);
  return value;
}

function findClock({ core, path }: ApiContext): TestClock {
  const clock = currentClock(core, path.id ?? '');
  if (!clock) throw notFound('test_clock', path.id ?? '');
  return clock;
}

function create(ctx: ApiContext): TestClock {
  return createClock(ctx.core, unixParam(ctx, 'frozen_time'), str(ctx.params, 'name') ?? null);
}

function list({ core, params }: ApiContext): unknown {
  const clocks = [...core.store.testClocks.keys()].map((id) => currentClock(core, id) as TestClock);
  return paginate(clocks, params, '/v1/test_helpers/test_clocks');
}

function advance(ctx: ApiContext): TestClock {
  const clock = findClock(ctx);
  return advanceClock(ctx.core, clock.id, unixParam(ctx, 'frozen_time'), ctx.request).clock;
}

function remove(ctx: ApiContext): unknown {
  const clock = findClock(ctx);
  deleteClock(ctx.core, clock.id);
  return { id: clock.id, object: 'test_helpers.test_clock', deleted: true };
}

export const clockRoutes: Route[] = [
  route('POST', '/v1/test_helpers/test_clocks', create),
  route('GET', '/v1/test_helpers/test_clocks', list),
  route('GET', '/v1/test_helpers/test_clocks/:id', findClock),
  route('POST', '/v1/test_helpers/test_clocks/:id/advance', advance),
  route('DELETE', '/v1/test_helpers/test_clocks/:id', remove),
];

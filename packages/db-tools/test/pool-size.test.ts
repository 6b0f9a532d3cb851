import { DATABASE_POOL_SIZE, readPoolSize } from '../src/index.js';

/** What a zod transform's context receives, collected. */
function read(value: string | undefined): { size: number; messages: string[] } {
  const messages: string[] = [];
  const size = readPoolSize(value, { addIssue: (issue) => messages.push(issue.message) });
  return { size, messages };
}

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to a small pool when unset', () => {
    expect(read(undefined)).toEqual({ size: DATABASE_POOL_SIZE.fallback, messages: [] });
    expect(DATABASE_POOL_SIZE.fallback).toBeLessThanOrEqual(10);
  });

  it('reads a whole number within bounds', () => {
    expect(read('1')).toEqual({ size: 1, messages: [] });
    expect(read(' 12 ')).toEqual({ size: 12, messages: [] });
    expect(read(String(DATABASE_POOL_SIZE.max))).toEqual({ size: DATABASE_POOL_SIZE.max, messages: [] });
  });

  it.each(['0', '-3', '2.5', 'ten', '1e1', '0x10', '51', '99999999999999999999'])(
    'refuses %p naming the variable and the value',
    (value) => {
      const { messages } = read(value);
      expect(messages).toEqual([
        `DATABASE_POOL_SIZE must be a whole number from 1 to 50, the connections each process keeps to Postgres (got "${value}")`,
      ]);
    },
  );
});

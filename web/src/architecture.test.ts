import { describe, expect, it } from 'vitest';

/**
 * File names and sizes of the web's sources. Its import boundaries (app → features → shared, never back,
 * no feature importing another) are checked once, by lint (`tools/lint/boundaries.js`), on every file.
 */
const sources = import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('web sources', () => {
  const files = Object.keys(sources);

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('uses kebab-case file names', () => {
    const bad = files.filter(
      (file) => !/^[a-z0-9-]+(\.[a-z]+)?\.(ts|tsx)$/.test(file.split('/').pop() ?? ''),
    );
    expect(bad).toEqual([]);
  });

  it('keeps components small', () => {
    const large = files.filter(
      (file) => file.endsWith('.tsx') && (sources[file] ?? '').split('\n').length > 200,
    );
    expect(large).toEqual([]);
  });
});

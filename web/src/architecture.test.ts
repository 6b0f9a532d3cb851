import { describe, expect, it } from 'vitest';

/**
 * bulletproof-react boundaries, checked on every test run: app → features → shared (components, lib, config),
 * never back, and no feature imports another.
 */
const sources = import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): string[] {
  return [...(sources[file] ?? '').matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? '');
}

/** '@/features/notes/x' → 'features/notes'; relative imports resolved against the file. */
function area(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('@/')) target = specifier.slice(2);
  else if (specifier.startsWith('.'))
    target = new URL(specifier, `http://x/${file.slice(2)}`).pathname.slice(1);
  else return null;
  const [top, feature] = target.split('/');
  return top === 'features' ? `features/${feature}` : (top ?? null);
}

const layerOf = (file: string) => area(file, file)!;

describe('module boundaries', () => {
  const files = Object.keys(sources);

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('keeps shared code (components, lib, config) free of features and app', () => {
    const offenders = files
      .filter((file) => ['components', 'lib', 'config'].includes(layerOf(file)))
      .flatMap((file) => importsOf(file).map((spec) => [file, spec, area(file, spec)] as const))
      .filter(([, , target]) => target === 'app' || target?.startsWith('features/'));
    expect(offenders).toEqual([]);
  });

  it('never lets a feature import another feature or the app', () => {
    const offenders = files
      .filter((file) => layerOf(file).startsWith('features/'))
      .flatMap((file) => importsOf(file).map((spec) => [file, spec, area(file, spec)] as const))
      .filter(
        ([file, , target]) =>
          target === 'app' || (target?.startsWith('features/') && target !== layerOf(file)),
      );
    expect(offenders).toEqual([]);
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

import { describe, expect, it } from 'vitest';

/**
 * What the first pages load before they show (docs/decisions/0019-light-first-page.md): the modules
 * main.tsx and a plain route's module import statically. None may reach antd, its icons, zod or the
 * contracts' main entry (whose schemas bring zod); those load on demand. bench/web-first-load.mjs
 * measures the bytes; this names the import that broke the rule.
 */
const sources = import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

// Static value imports and re-exports; `import type` and `import()` load nothing up front.
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?!type\s)([^'";]*?)\s*from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
const ONLY_TYPES = /^\{\s*(?:type\s+[\w$]+(?:\s+as\s+[\w$]+)?\s*,?\s*)+\}$/;

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = `./${specifier.slice(2)}`;
  else if (specifier.startsWith('.'))
    base = new URL(specifier, `http://x/${from.slice(2)}`).pathname.replace(/^\//, './');
  else return null;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((path) => path in sources) ?? null;
}

/** Every module `roots` load statically, with the packages each one imports. */
function firstLoad(roots: string[]) {
  const packages: Array<{ file: string; name: string }> = [];
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of (sources[file] ?? '').matchAll(STATIC_IMPORT)) {
      const [, clause = '', from, bare] = match;
      const specifier = from ?? bare ?? '';
      if (specifier.endsWith('.css') || ONLY_TYPES.test(clause.trim())) continue;
      const local = resolve(file, specifier);
      if (local) pending.push(local);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/'))
        packages.push({ file, name: specifier });
    }
  }
  return { modules: seen, packages };
}

const HEAVY = /^(antd|@ant-design\/|zod|@stillframe\/contracts$|dayjs)/;

// `import()`: the module loads later, but the list of files it preloads is written where it is called.
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The local modules that `files` load with `import()`. */
function loadedLater(files: Iterable<string>): string[] {
  return [...files].flatMap((file) =>
    [...(sources[file] ?? '').matchAll(DYNAMIC_IMPORT)]
      .map(([, specifier = '']) => resolve(file, specifier))
      .filter((path): path is string => path !== null),
  );
}

/** The screens the first pages load themselves; any other comes with the table of later screens. */
const FIRST_PAGE_SCREENS = [
  './app/routes/home.tsx',
  './app/routes/search.tsx',
  './app/routes/later-screens.ts',
];

describe('the first load', () => {
  for (const route of ['home', 'search']) {
    it(`of ${route} reaches no antd, zod or contract schemas`, () => {
      const { modules, packages } = firstLoad(['./main.tsx', `./app/routes/${route}.tsx`]);
      expect(modules.size).toBeGreaterThan(20);
      // Search shows relative dates (dayjs, 3 KB); home shows none.
      const heavy = packages.filter(
        ({ name }) => HEAVY.test(name) && !(route === 'search' && name.startsWith('dayjs')),
      );
      expect(heavy).toEqual([]);
    });
  }

  for (const route of ['home', 'search']) {
    it(`of ${route} names no screen but the first pages (routes/later-screens.ts holds the others)`, () => {
      const { modules } = firstLoad(['./main.tsx', `./app/routes/${route}.tsx`]);
      const screens = loadedLater(modules).filter((path) => path.startsWith('./app/routes/'));
      expect(screens.filter((path) => !FIRST_PAGE_SCREENS.includes(path))).toEqual([]);
      expect(screens).toContain('./app/routes/later-screens.ts');
      for (const later of ['./app/routes/later-screens.ts', './app/routes/antd-screens.tsx'])
        expect(modules).not.toContain(later);
    });
  }

  it("keeps the signed-in home and antd's theme out of a visitor's home", () => {
    const { modules } = firstLoad(['./main.tsx', './app/routes/home.tsx']);
    for (const later of ['./app/routes/signed-in-home.tsx', './lib/theme/antd-scope.tsx'])
      expect(modules).not.toContain(later);
  });

  it('notices a screen that the first page would load itself', () => {
    expect(loadedLater(['./app/routes/later-screens.ts'])).toContain('./app/routes/favorites.tsx');
  });

  it('notices a module that would bring antd', () => {
    const { packages } = firstLoad(['./app/routes/antd-screens.tsx']);
    expect(packages.map(({ name }) => name)).toContain('antd');
  });
});

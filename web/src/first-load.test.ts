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

  it('notices a module that would bring antd', () => {
    const { packages } = firstLoad(['./app/routes/antd-screens.tsx']);
    expect(packages.map(({ name }) => name)).toContain('antd');
  });
});

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { LoadHook, ResolveHook } from 'node:module';
import type { Options } from '@swc/core';

/**
 * Node's module hooks that let it run the TypeScript of the tests and of the sources they import, as
 * the build would compile it: decorators with their metadata (NestJS injects by it), ES modules,
 * class names kept. swc strips the types file by file; the static checks typecheck.
 */
const SWC: Options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    keepClassNames: true,
    target: 'es2022',
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

const TYPESCRIPT = /\.ts(\?.*)?$/;

// The sources import each other by the names the build gives them (`./thing.js`); before the build,
// or for a test, that is the `.ts` beside it.
export const resolve: ResolveHook = (specifier, context, next) => {
  const parent = context.parentURL;
  if (parent?.startsWith('file:') && specifier.startsWith('.') && specifier.endsWith('.js')) {
    const compiled = new URL(specifier, parent);
    const source = new URL(`${specifier.slice(0, -'.js'.length)}.ts`, parent);
    if (!existsSync(compiled) && existsSync(source))
      return { url: source.href, format: 'module', shortCircuit: true };
  }
  return next(specifier, context);
};

let swc: typeof import('@swc/core') | undefined;

export const load: LoadHook = async (url, context, next) => {
  if (!url.startsWith('file:') || !TYPESCRIPT.test(url)) return next(url, context);
  const path = fileURLToPath(url.replace(/\?.*$/, ''));
  swc ??= await import('@swc/core');
  const { code } = await swc.transform(await readFile(path, 'utf8'), { ...SWC, filename: path });
  return { format: 'module', source: code, shortCircuit: true };
};

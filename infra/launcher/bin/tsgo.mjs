#!/usr/bin/env node
// `tsgo`: TypeScript 7, the native compiler, for every build and typecheck script. It is installed as
// `typescript-native` because `typescript` stays at 6: the editor's language service and the test
// that reads tsconfig files use TypeScript's JavaScript API, which 7 does not have
// (docs/decisions/0040-native-compiler.md).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const folder = dirname(createRequire(import.meta.url).resolve('typescript-native/package.json'));
await import(pathToFileURL(join(folder, 'bin', 'tsc')).href);

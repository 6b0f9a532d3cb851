import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';
import { createEngineAdapterFactory } from './engine-adapter.js';

type BgModule = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');
let loading: Promise<BgModule> | undefined;

/**
 * The package's entry does `import * as wasm from "./schema_engine_bg.wasm"`, which Node 20 cannot import
 * without --experimental-wasm-modules. So we instantiate the .wasm ourselves and hand it to the JS glue,
 * which is what that entry would have done. Done once per process: the glue keeps module-level state.
 */
function loadEngineModule(): Promise<BgModule> {
  loading ??= (async () => {
    const glue = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    const require = createRequire(import.meta.url);
    const wasmPath = path.join(path.dirname(require.resolve('@prisma/schema-engine-wasm')), 'schema_engine_bg.wasm');
    const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {
      './schema_engine_bg.js': glue as unknown as WebAssembly.ModuleImports,
    });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return loading;
}

export interface EngineSession {
  engine: SchemaEngine;
  /** Frees the engine, closes its pools and drops leftover shadow databases. Always call it. */
  close(): Promise<void>;
}

/** Starts a schema engine over adapter-pg, with the mends OFFLINE.md describes (see engine-adapter.ts). */
export async function openEngine(databaseUrl: string, datamodels: [string, string][]): Promise<EngineSession> {
  const glue = await loadEngineModule();
  const factory = createEngineAdapterFactory(databaseUrl);
  const logs: string[] = [];
  // The callback receives the engine's log lines; keep them for error reports instead of printing noise.
  const engine = await glue.SchemaEngine.new({ datamodels }, (line: unknown) => logs.push(String(line)), bindMigrationAwareSqlAdapterFactory(factory));
  return {
    engine,
    close: async () => {
      engine.free();
      await factory.cleanup();
    },
  };
}

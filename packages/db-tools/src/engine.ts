import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';
import { createEngineAdapterFactory } from './engine-adapter.js';

type BgModule = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');

// Our lib settings (ES2023, no DOM) carry no WebAssembly typings; this is the one call we need.
declare const WebAssembly: {
  instantiate(
    bytes: Uint8Array,
    imports: Record<string, unknown>,
  ): Promise<{ instance: { exports: Record<string, unknown> } }>;
};
let loading: Promise<BgModule> | undefined;

/**
 * The package's entry does `import * as wasm from "./schema_engine_bg.wasm"`, which Node 20 cannot import
 * without --experimental-wasm-modules. So we instantiate the .wasm ourselves and hand it to the JS glue,
 * which is what that entry would have done. Done once per process: the glue keeps module-level state.
 */
export function loadSchemaEngine(): Promise<BgModule> {
  loading ??= (async () => {
    installPanicRegistry();
    const glue = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    const require = createRequire(import.meta.url);
    const wasmPath = path.join(
      path.dirname(require.resolve('@prisma/schema-engine-wasm')),
      'schema_engine_bg.wasm',
    );
    const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {
      './schema_engine_bg.js': glue,
    });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return loading;
}

/**
 * On a Rust panic the glue calls global.PRISMA_WASM_PANIC_REGISTRY.set_message(), then throws "unreachable"
 * from a microtask, which no promise of ours can catch: the process dies. Without a registry it dies with
 * "Cannot read properties of undefined (reading 'set_message')" instead, so print the real reason first.
 */
function installPanicRegistry(): void {
  const holder = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: { set_message(message: string): void } };
  holder.PRISMA_WASM_PANIC_REGISTRY ??= {
    set_message: (message: string) => console.error(`Prisma schema engine panicked: ${message}`),
  };
}

export interface EngineSession {
  engine: SchemaEngine;
  /** Frees the engine, closes its pools and drops leftover shadow databases. Always call it. */
  close(): Promise<void>;
}

/** Starts a schema engine over adapter-pg, with the mends the README describes (see engine-adapter.ts). */
export async function openEngine(serverUrl: string, datamodels: [string, string][]): Promise<EngineSession> {
  const glue = await loadSchemaEngine();
  const factory = createEngineAdapterFactory(serverUrl);
  try {
    // The callback receives the engine's tracing lines: debug noise for a CLI, so they are dropped.
    const engine = await glue.SchemaEngine.new(
      { datamodels },
      () => undefined,
      bindMigrationAwareSqlAdapterFactory(factory),
    );
    return {
      engine,
      close: async () => {
        engine.free();
        await factory.cleanup();
      },
    };
  } catch (error) {
    await factory.cleanup(); // new() connects first, so a failure here can leave a scratch database
    throw error;
  }
}

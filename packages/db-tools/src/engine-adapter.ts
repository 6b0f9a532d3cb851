import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { dropDatabase, quoteIdent, withClient, withDatabase } from './pg-url.js';

// Catalog types the schema engine reads when it describes a schema; adapter-pg cannot map them to a column type.
const CATALOG_TEXT_OIDS = new Set([18 /* "char" */, 19 /* name */]);
const TEXT_OID = 25;

type Relabelable = { fields?: { dataTypeID: number }[] } | undefined;

function relabel<T>(result: T): T {
  for (const one of Array.isArray(result) ? result : [result]) {
    for (const field of (one as Relabelable)?.fields ?? []) {
      if (CATALOG_TEXT_OIDS.has(field.dataTypeID)) field.dataTypeID = TEXT_OID;
    }
  }
  return result;
}

/**
 * Mend 1: report "char" and name columns as text. pg already returns their values as strings;
 * only the type id makes adapter-pg throw UnsupportedNativeDataType. A Client subclass keeps the
 * change to the engine's own pools instead of patching pg for the whole process.
 */
export class CatalogTextClient extends pg.Client {
  override query(...args: unknown[]): never {
    const run = super.query as unknown as (...a: unknown[]) => unknown;
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      // pg-pool's pool.query() goes through here with a callback.
      args[last] = (error: unknown, result: unknown) => callback(error, error ? result : relabel(result));
      return run.apply(this, args) as never;
    }
    const out = run.apply(this, args) as { then?: unknown } | undefined;
    return (typeof out?.then === 'function' ? (out as Promise<unknown>).then(relabel) : out) as never;
  }
}

type PgAdapter = Awaited<ReturnType<PrismaPg['connect']>>;

/**
 * Mend 3: send scripts whole, as one simple-protocol query. adapter-pg splits them on ';', which breaks
 * string literals such as DEFAULT 'a;b' and function bodies when the engine replays migrations.
 */
function sendScriptsWhole(adapter: PgAdapter): PgAdapter {
  const pool = adapter.underlyingDriver();
  const onError = (adapter as unknown as { onError(e: unknown): never }).onError.bind(adapter);
  adapter.executeScript = async (script: string) => {
    try {
      await pool.query(script);
    } catch (error) {
      onError(error);
    }
  };
  return adapter;
}

export interface EngineAdapterFactory extends SqlMigrationAwareDriverAdapterFactory {
  /** Closes pools and drops shadow databases the engine left behind (it may fail before disposing them). */
  cleanup(): Promise<void>;
}

/** Makes dispose idempotent and remembers open adapters, so cleanup() can close what the engine did not. */
function tracked(
  adapter: SqlDriverAdapter,
  open: Set<() => Promise<void>>,
  after?: () => Promise<void>,
): SqlDriverAdapter {
  const dispose = adapter.dispose.bind(adapter);
  let done: Promise<void> | undefined;
  const once = () =>
    (done ??= (async () => {
      open.delete(once);
      await dispose(); // closes the pool first: Postgres refuses to drop a database with open sessions
      await after?.();
    })());
  open.add(once);
  adapter.dispose = once;
  return adapter;
}

async function createScratchDatabase(serverUrl: string): Promise<string> {
  // Prisma's own naming, so a leftover from a killed run is recognisable.
  const name = `prisma_migrate_shadow_db_${randomUUID()}`;
  await withClient(withDatabase(serverUrl, 'postgres'), (c) =>
    c.query(`CREATE DATABASE ${quoteIdent(name)}`),
  );
  return name;
}

/**
 * A PrismaPg factory for the schema engine, connected only to throwaway databases on the server.
 * Mend 2: adapter-pg's shadow hook spreads `database` over a config whose connectionString wins, so its
 * "shadow" is the main database; we create a real temporary database per shadow and drop it on dispose.
 * The engine also connects to its "main" database when it starts, though diffing from the migrations
 * folder never reads it: that one is a scratch database too, so diff never touches a service's data.
 */
export function createEngineAdapterFactory(serverUrl: string): EngineAdapterFactory {
  const pgConfig = (db: string): pg.PoolConfig => ({
    connectionString: withDatabase(serverUrl, db),
    Client: CatalogTextClient,
    max: 4,
  });
  const open = new Set<() => Promise<void>>();
  let mainDb: Promise<string> | undefined;
  const info = new PrismaPg(serverUrl);

  return {
    provider: info.provider,
    adapterName: info.adapterName,
    connect: async () => {
      mainDb ??= createScratchDatabase(serverUrl);
      const adapter = await new PrismaPg(pgConfig(await mainDb)).connect();
      return tracked(sendScriptsWhole(adapter), open);
    },
    connectToShadowDb: async () => {
      const name = await createScratchDatabase(serverUrl);
      const adapter = await new PrismaPg(pgConfig(name)).connect();
      return tracked(sendScriptsWhole(adapter), open, () => dropDatabase(serverUrl, name));
    },
    cleanup: async () => {
      for (const dispose of [...open]) await dispose();
      if (mainDb) await dropDatabase(serverUrl, await mainDb);
    },
  };
}

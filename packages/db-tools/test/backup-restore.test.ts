import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runCli } from '../src/cli-run.js';
import { applyMigrations } from '../src/deploy.js';
import { migrationStatus } from '../src/status.js';
import { dropTestDatabases, query, removeTempDirs, tempDir, uniqueDatabase, urlFor } from './helpers.js';

// The services' real migrations: every table they hold is filled, dumped, dropped and found again.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVICES = ['auth', 'library', 'billing'] as const;
type Service = (typeof SERVICES)[number];
const migrationsOf = (service: Service) => path.join(ROOT, 'services', service, 'prisma', 'migrations');
const ROWS = 3;
const USER_SCHEMAS = "table_schema NOT IN ('pg_catalog', 'information_schema')";
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const isHistory = (table: string) => table === 'public._prisma_migrations';

const roles: string[] = [];

afterAll(async () => {
  await dropTestDatabases();
  for (const role of roles.splice(0)) await query(urlFor('postgres'), `DROP ROLE IF EXISTS ${ident(role)}`);
  removeTempDirs();
});

/** A login role, as a managed server gives each app: it owns its database and nothing else. */
async function createRole(label: string, attributes = ''): Promise<string> {
  const role = `dbtools_${label}_${randomBytes(4).toString('hex')}`;
  roles.push(role);
  await query(urlFor('postgres'), `CREATE ROLE ${ident(role)} LOGIN PASSWORD 'p@ss/w:rd' ${attributes}`);
  return role;
}

/** The database's URL as that role sees it (the password is percent-encoded, as in the apps' URLs). */
function urlAs(role: string, database: string): string {
  const url = new URL(urlFor(database));
  url.username = role;
  url.password = encodeURIComponent('p@ss/w:rd');
  return url.toString();
}

async function cli(argv: string[], databaseUrl: string) {
  const out: string[] = [];
  const err: string[] = [];
  const env = { ...process.env, DATABASE_URL: databaseUrl };
  const code = await runCli(argv, env, { log: (l) => out.push(l), error: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Fixed renderings, so that a fingerprint depends on the data alone.
    await client.query("SET TimeZone = 'UTC'; SET DateStyle = 'ISO, MDY'; SET extra_float_digits = 1");
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function baseTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND ${USER_SCHEMAS} ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

interface Column {
  column_name: string;
  data_type: string;
  udt_schema: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  character_maximum_length: number | null;
  /** Filled by a sequence (serial or identity) or computed: never given a value. */
  automatic: boolean;
  from_sequence: boolean;
}

async function columnsOf(client: pg.Client, table: string): Promise<Column[]> {
  const { rows } = await client.query<Column>(
    `SELECT column_name, data_type, udt_schema, udt_name, is_nullable, character_maximum_length,
            (is_identity = 'YES' OR coalesce(column_default, '') LIKE 'nextval(%') AS from_sequence,
            (is_identity = 'YES' OR coalesce(column_default, '') LIKE 'nextval(%' OR is_generated = 'ALWAYS') AS automatic
       FROM information_schema.columns
      WHERE format('%I.%I', table_schema, table_name) = $1 ORDER BY ordinal_position`,
    [table],
  );
  return rows;
}

interface ForeignKey {
  child: string;
  parent: string;
  columns: string[];
  parent_columns: string[];
}

async function foreignKeys(client: pg.Client): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(
    `SELECT format('%I.%I', cn.nspname, c.relname) AS child, format('%I.%I', pn.nspname, p.relname) AS parent,
            ARRAY(SELECT attname FROM unnest(con.conkey) WITH ORDINALITY k(num, i)
                    JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.num ORDER BY i)::text[] AS columns,
            ARRAY(SELECT attname FROM unnest(con.confkey) WITH ORDINALITY k(num, i)
                    JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.num ORDER BY i)::text[] AS parent_columns
       FROM pg_constraint con
       JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace cn ON cn.oid = c.relnamespace
       JOIN pg_class p ON p.oid = con.confrelid JOIN pg_namespace pn ON pn.oid = p.relnamespace
      WHERE con.contype = 'f'`,
  );
  return rows;
}

/**
 * A value of the column's type for row `index`: distinct per row (unique indexes hold), awkward on
 * purpose (quotes, backslashes, line breaks, non-ASCII), NULL in row 0 wherever NULL is allowed.
 */
async function valueFor(client: pg.Client, table: string, column: Column, index: number): Promise<unknown> {
  if (column.is_nullable === 'YES' && index === 0) return null;
  const at = new Date(Date.UTC(2026, 10, 20 + index, 9, 30, 15, 123));
  switch (column.data_type) {
    case 'uuid':
      return randomUUID();
    case 'text':
    case 'character varying':
    case 'character': {
      const text = `${table}.${column.column_name} #${index}: it's "quoted" \\ naïve ✓\nsecond line`;
      return text.slice(0, column.character_maximum_length ?? undefined);
    }
    case 'boolean':
      return index % 2 === 1;
    case 'smallint':
    case 'integer':
    case 'bigint':
      return 10 * index + 7;
    case 'real':
    case 'double precision':
    case 'numeric':
      return index + 0.125;
    case 'timestamp with time zone':
    case 'timestamp without time zone':
      return at.toISOString();
    case 'date':
      return at.toISOString().slice(0, 10);
    case 'json':
    case 'jsonb':
      return JSON.stringify({ row: index, text: 'naïve "quoted"' });
    case 'bytea':
      return Buffer.from([0, 1, 254, 255, index]);
    case 'USER-DEFINED': {
      const { rows } = await client.query<{ label: string }>(
        'SELECT enumlabel AS label FROM pg_enum WHERE enumtypid = $1::regtype ORDER BY enumsortorder LIMIT 1',
        [`${ident(column.udt_schema)}.${ident(column.udt_name)}`],
      );
      if (rows[0]) return rows[0].label;
      break;
    }
    case 'ARRAY':
      if (column.udt_name === '_text') return [`${index}`, 'with, comma', 'with "quote"'];
      break;
  }
  throw new Error(
    `No test value for ${table}.${column.column_name} (${column.data_type} ${column.udt_name}): teach valueFor() this type`,
  );
}

/**
 * Inserts rows `first`..`first + count - 1` into every table that asks for it, parents before
 * children; a foreign key takes the parent's row of the same number. Returns the rows written.
 */
async function fill(
  url: string,
  options: { first: number; count: number; skip?: (table: string) => boolean },
): Promise<Map<string, pg.QueryResultRow[]>> {
  return withClient(url, async (client) => {
    const keys = await foreignKeys(client);
    const pending = (await baseTables(client)).filter((table) => !options.skip?.(table));
    const written = new Map<string, pg.QueryResultRow[]>();
    while (pending.length > 0) {
      const ready = pending.findIndex((table) =>
        keys.every((key) => key.child !== table || key.parent === table || written.has(key.parent)),
      );
      if (ready < 0) throw new Error(`Foreign keys form a cycle among ${pending.join(', ')}`);
      const [table] = pending.splice(ready, 1) as [string];
      const columns = (await columnsOf(client, table)).filter((column) => !column.automatic);
      const rows: pg.QueryResultRow[] = [];
      for (let index = options.first; index < options.first + options.count; index++) {
        const values = await Promise.all(columns.map((column) => valueFor(client, table, column, index)));
        for (const key of keys.filter((k) => k.child === table && k.parent !== table)) {
          const parentRows = written.get(key.parent) ?? [];
          const parent = parentRows[(index - options.first) % parentRows.length];
          key.columns.forEach((name, i) => {
            values[columns.findIndex((column) => column.column_name === name)] =
              parent?.[key.parent_columns[i]!];
          });
        }
        const names = columns.map((column) => ident(column.column_name)).join(', ');
        const sql = columns.length
          ? `INSERT INTO ${table} (${names}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`
          : `INSERT INTO ${table} DEFAULT VALUES RETURNING *`;
        rows.push((await client.query(sql, values)).rows[0]!);
      }
      written.set(table, rows);
    }
    return written;
  });
}

/**
 * What must survive a restore, per object: each table's row count and an md5 over its rows in
 * primary-key order; each sequence's position; each index and column definition.
 */
async function fingerprint(url: string): Promise<Record<string, string>> {
  return withClient(url, async (client) => {
    const prints: Record<string, string> = {};
    for (const table of await baseTables(client)) {
      const { rows: key } = await client.query<{ name: string }>(
        `SELECT a.attname AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
          WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
        [table],
      );
      const order = key.length ? key.map((column) => `t.${ident(column.name)}`).join(', ') : 't::text';
      const { rows } = await client.query<{ rows: number; digest: string }>(
        `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY ${order}), '')) AS digest
           FROM ${table} t`,
      );
      prints[`table ${table}`] = `${rows[0]!.rows} rows, md5 ${rows[0]!.digest}`;
    }
    const definitions = await client.query<{ name: string; definition: string }>(
      `SELECT 'sequence ' || schemaname || '.' || sequencename AS name, coalesce(last_value::text, 'unused') AS definition
         FROM pg_sequences
       UNION ALL
       SELECT 'index ' || schemaname || '.' || indexname, indexdef FROM pg_indexes
        WHERE schemaname NOT IN ('pg_catalog', 'information_schema')
       UNION ALL
       SELECT 'column ' || table_schema || '.' || table_name || '.' || column_name,
              concat_ws(' ', data_type, udt_name, is_nullable, column_default)
         FROM information_schema.columns WHERE ${USER_SCHEMAS}`,
    );
    for (const { name, definition } of definitions.rows) prints[name] = definition;
    return prints;
  });
}

async function emptyTables(url: string): Promise<string[]> {
  return withClient(url, async (client) => {
    const empty: string[] = [];
    for (const table of await baseTables(client)) {
      const { rows } = await client.query(`SELECT 1 FROM ${table} LIMIT 1`);
      if (rows.length === 0) empty.push(table);
    }
    return empty;
  });
}

/** The highest value each sequence-filled column holds, to show that inserts after a restore go past it. */
async function sequenceHighs(url: string): Promise<Record<string, number>> {
  return withClient(url, async (client) => {
    const highs: Record<string, number> = {};
    for (const table of await baseTables(client)) {
      for (const column of (await columnsOf(client, table)).filter((c) => c.from_sequence)) {
        const name = ident(column.column_name);
        const { rows } = await client.query<{ high: string | null }>(
          `SELECT max(${name})::text AS high FROM ${table}`,
        );
        highs[`${table}.${column.column_name}`] = Number(rows[0]?.high ?? 0);
      }
    }
    return highs;
  });
}

interface ServiceDatabase {
  service: Service;
  name: string;
  /** The superuser's URL: fills and fingerprints see everything. */
  adminUrl: string;
  ownerUrl: string;
}

/** The service's database as production has it: created in advance, owned by the app's role, migrated by it. */
async function migratedDatabase(service: Service): Promise<ServiceDatabase> {
  const owner = await createRole(`${service}_app`);
  const { name, url: adminUrl } = uniqueDatabase(service);
  await query(urlFor('postgres'), `CREATE DATABASE ${ident(name)} OWNER ${ident(owner)}`);
  const ownerUrl = urlAs(owner, name);
  await applyMigrations({ databaseUrl: ownerUrl, migrationsDir: migrationsOf(service) });
  return { service, name, adminUrl, ownerUrl };
}

describe('backup and restore (stillframe-db backup / restore)', () => {
  it('dumps the three databases, drops them, restores them and finds every row', async () => {
    const dir = tempDir();
    const databases = await Promise.all(SERVICES.map(migratedDatabase));
    for (const db of databases) {
      // The history table is already written by the migrations; every other table gets its rows.
      await fill(db.adminUrl, { first: 0, count: ROWS, skip: isHistory });
      expect({ service: db.service, empty: await emptyTables(db.adminUrl) }).toEqual({
        service: db.service,
        empty: [],
      });
    }
    // A grant to a role the new server will not have: the restore must leave grants out (--no-acl).
    const reader = await createRole('reader');
    await query(databases[0]!.ownerUrl, `GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${ident(reader)}`);

    const before = await Promise.all(databases.map((db) => fingerprint(db.adminUrl)));
    const highs = await Promise.all(databases.map((db) => sequenceHighs(db.adminUrl)));
    // The migrations history is among what must come back.
    for (const print of before) expect(print['table public._prisma_migrations']).toMatch(/^[1-9]\d* rows/);

    const dumps = await Promise.all(
      databases.map((db) => cli(['backup', '--file', path.join(dir, `${db.service}.dump`)], db.ownerUrl)),
    );
    for (const [i, dump] of dumps.entries()) {
      expect(dump).toMatchObject({ code: 0, out: expect.stringContaining(`from ${databases[i]!.name}`) });
    }

    for (const db of databases)
      await query(urlFor('postgres'), `DROP DATABASE ${ident(db.name)} WITH (FORCE)`);
    await query(urlFor('postgres'), `DROP ROLE ${ident(reader)}`);

    // New roles (another server, other names: --no-owner). auth and billing get a database made for
    // them in advance; library's role may create databases, and the restore creates its own.
    const restored = await Promise.all(
      databases.map(async (db) => {
        const owner = await createRole(`${db.service}_new`, db.service === 'library' ? 'CREATEDB' : '');
        if (db.service !== 'library')
          await query(urlFor('postgres'), `CREATE DATABASE ${ident(db.name)} OWNER ${ident(owner)}`);
        const ownerUrl = urlAs(owner, db.name);
        const result = await cli(['restore', '--file', path.join(dir, `${db.service}.dump`)], ownerUrl);
        return { ...db, ownerUrl, result };
      }),
    );
    for (const db of restored) {
      expect(db.result).toMatchObject({ code: 0, err: '' });
      expect(db.result.out).toContain(`Restored ${path.join(dir, `${db.service}.dump`)} into ${db.name}`);
      if (db.service === 'library') expect(db.result.out).toContain(`Created database ${db.name}`);
    }

    // Every row, sequence, index and column, and the migrations history with them.
    expect(await Promise.all(restored.map((db) => fingerprint(db.adminUrl)))).toEqual(before);
    for (const db of restored) {
      const status = await migrationStatus({
        databaseUrl: db.ownerUrl,
        migrationsDir: migrationsOf(db.service),
      });
      expect({ service: db.service, pending: status.pending, failed: status.failed }).toEqual({
        service: db.service,
        pending: [],
        failed: [],
      });
      // What each service does at start: nothing to apply.
      const deploy = await applyMigrations({
        databaseUrl: db.ownerUrl,
        migrationsDir: migrationsOf(db.service),
      });
      expect(deploy.applied).toEqual([]);
    }

    // The new owner writes every table, and sequences go on past the restored rows.
    for (const [i, db] of restored.entries()) {
      const written = await fill(db.ownerUrl, { first: ROWS, count: 1, skip: isHistory });
      for (const [column, high] of Object.entries(highs[i]!)) {
        const [schema, table, name] = column.split('.') as [string, string, string];
        const row = written.get(`${schema}.${table}`)?.[0];
        expect({ column, value: Number(row?.[name]) > high }).toEqual({ column, value: true });
      }
    }
  });

  it('refuses a database that is not empty unless --clean, and changes nothing when a restore fails', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'auth.dump');
    const { name, url } = uniqueDatabase('refuse');
    await applyMigrations({ databaseUrl: url, migrationsDir: migrationsOf('auth') });
    await fill(url, { first: 0, count: ROWS, skip: isHistory });
    expect((await cli(['backup', '--file', file], url)).code).toBe(0);
    const dumped = await fingerprint(url);

    await fill(url, { first: ROWS, count: 1, skip: isHistory });
    const changed = await fingerprint(url);
    const refused = await cli(['restore', '--file', file], url);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`Refusing to restore into ${name} (${url})`);
    expect(refused.err).toMatch(
      /the database is not empty \(\d+ objects: table public\._prisma_migrations, table public\.users\)\. .*--clean/,
    );
    expect(await fingerprint(url)).toEqual(changed);

    // A role that owns users but not the history table: the restore drops users, then fails on the
    // history table, and its one transaction rolls back whole.
    const stranger = await createRole('stranger');
    await query(url, `ALTER TABLE users OWNER TO ${ident(stranger)}`);
    const failed = await cli(['restore', '--file', file, '--clean'], urlAs(stranger, name));
    expect(failed).toMatchObject({
      code: 1,
      err: expect.stringMatching(/pg_restore failed .*must be owner/s),
    });
    expect(await fingerprint(url)).toEqual(changed);

    // A table the dump does not have (a newer migration's) stays, and is named.
    await query(url, 'CREATE TABLE newer_feature (id int PRIMARY KEY)');
    const cleaned = await cli(['restore', '--file', file, '--clean'], url);
    expect(cleaned).toMatchObject({
      code: 0,
      err: expect.stringContaining(
        'warning: Not in the dump, left in place by --clean: table public.newer_feature',
      ),
    });
    const { 'table public.newer_feature': leftover, ...rest } = await fingerprint(url);
    expect(leftover).toBe('0 rows, md5 d41d8cd98f00b204e9800998ecf8427e');
    expect(
      Object.fromEntries(Object.entries(rest).filter(([key]) => !key.includes('newer_feature'))),
    ).toEqual(dumped);
  });

  it('says what is wrong with the command or the file', async () => {
    const { url } = uniqueDatabase('args');
    expect(await cli(['restore'], url)).toMatchObject({
      code: 2,
      err: expect.stringContaining('--file is required (the dump restore reads)'),
    });
    expect(await cli(['backup', '--file', 'x.dump', '--clean'], url)).toMatchObject({
      code: 2,
      err: expect.stringContaining('--clean is an option of restore only'),
    });
    const notADump = path.join(tempDir(), 'auth.sql');
    writeFileSync(notADump, 'CREATE TABLE users ();\n');
    expect(await cli(['restore', '--file', notADump], url)).toMatchObject({
      code: 1,
      err: expect.stringContaining('is not a pg_dump custom-format archive'),
    });
    const unreachable = 'postgres://app:secret@127.0.0.1:1/stillframe_auth';
    const backup = await cli(['backup', '--file', path.join(tempDir(), 'x.dump')], unreachable);
    expect(backup.code).toBe(1);
    expect(backup.err).toContain(
      'Backup of stillframe_auth (postgres://app:***@127.0.0.1:1/stillframe_auth) failed',
    );
    expect(backup.err).not.toContain('secret');
  });
});

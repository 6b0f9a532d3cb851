import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { applyMigrations, createMigration, diffSchema, migrationStatus } from '../src/index.js';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { loadSchemaEngine } from '../src/engine.js';
import { LOCKFILE_CONTENT, readMigrations } from '../src/migrations-dir.js';
import {
  copyShopService,
  dropTestDatabases,
  query,
  removeTempDirs,
  scratchDatabases,
  serverUrl,
  uniqueDatabase,
} from './helpers.js';

afterAll(async () => {
  await dropTestDatabases();
  removeTempDirs();
});

const folders = (dir: string) => readdirSync(dir).sort();

describe('createMigration (diff)', () => {
  it('writes the schema as a migration that deploy applies; a second diff finds nothing', async () => {
    const { schemaPath, migrationsDir } = copyShopService();
    const first = await createMigration({ databaseUrl: serverUrl(), schemaPath, name: 'init' });

    expect(first.migrationName).toMatch(/^\d{14}_init$/);
    expect(folders(migrationsDir)).toEqual([first.migrationName, 'migration_lock.toml']);
    expect(readFileSync(path.join(migrationsDir, 'migration_lock.toml'), 'utf8')).toBe(LOCKFILE_CONTENT);
    const sql = readFileSync(first.sqlPath!, 'utf8');
    expect(sql).toBe(first.sql);
    expect(sql).toContain(`CREATE TYPE "Role" AS ENUM ('USER', 'ADMIN');`);
    expect(sql).toContain('CREATE TABLE "User"');
    expect(sql).toContain(`"note" TEXT NOT NULL DEFAULT 'a;b'`);
    expect(sql).toContain('FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE CASCADE');

    const db = uniqueDatabase('diffed');
    await applyMigrations({ databaseUrl: db.url, migrationsDir });
    await query(
      db.url,
      `INSERT INTO "User" ("id", "email") VALUES ('7d1c5a52-4d8e-4a53-9f39-3b2c3a6c1b11', 'a@b.c')`,
    );
    expect(await query(db.url, 'SELECT role, note FROM "User"')).toEqual([{ role: 'USER', note: 'a;b' }]);

    // The engine replays the migration (literal ';' and all) in a shadow database and finds it complete.
    const second = await createMigration({ databaseUrl: serverUrl(), schemaPath, name: 'again' });
    expect(second).toEqual({ migrationName: null, sqlPath: null, sql: null });
    expect(folders(migrationsDir)).toEqual([first.migrationName, 'migration_lock.toml']);
    expect(await scratchDatabases()).toEqual([]);
  });

  it('produces only the change when the schema moves on', async () => {
    const { schemaPath, migrationsDir } = copyShopService();
    await createMigration({ databaseUrl: serverUrl(), schemaPath, name: 'init' });
    const schema = readFileSync(schemaPath, 'utf8').replace(
      '  title    String\n',
      '  title    String\n  body     String?\n',
    );
    writeFileSync(schemaPath, schema);

    const next = await createMigration({ databaseUrl: serverUrl(), schemaPath, name: 'post body!' });
    expect(next.migrationName).toMatch(/^\d{14}_post_body$/);
    expect(next.sql).toContain('ALTER TABLE "Post" ADD COLUMN     "body" TEXT;');
    expect(next.sql).not.toContain('CREATE TABLE');
    expect(readMigrations(migrationsDir).map((m) => m.name)).toEqual([
      expect.stringMatching(/_init$/),
      next.migrationName,
    ]);
    expect(await diffSchema({ databaseUrl: serverUrl(), schemaPath })).toBeNull();
  });

  it("leaves a history Prisma's own engine reads as clean", async () => {
    const { schemaPath, migrationsDir } = copyShopService();
    await createMigration({ databaseUrl: serverUrl(), schemaPath, name: 'init' });
    const db = uniqueDatabase('compat');
    await applyMigrations({ databaseUrl: db.url, migrationsDir });

    // diagnoseMigrationHistory is what `prisma migrate status/deploy` consult: checksums, failures, order.
    // Plain PrismaPg on purpose: this is the engine reading our rows, no mends of ours involved.
    const content = readFileSync(schemaPath, 'utf8');
    const { SchemaEngine } = await loadSchemaEngine();
    const engine = await SchemaEngine.new(
      { datamodels: [[schemaPath, content]] },
      () => undefined,
      bindMigrationAwareSqlAdapterFactory(new PrismaPg(db.url)),
    );
    const migrationDirectories = readMigrations(migrationsDir).map((m) => ({
      path: m.name,
      migrationFile: { path: 'migration.sql', content: { tag: 'ok' as const, value: m.script } },
    }));
    const lockfile = { path: 'migration_lock.toml', content: LOCKFILE_CONTENT };
    const diagnosis = await engine.diagnoseMigrationHistory({
      migrationsList: { baseDir: migrationsDir, lockfile, shadowDbInitScript: '', migrationDirectories },
      optInToShadowDatabase: false,
      filters: { externalTables: [], externalEnums: [] },
    });
    engine.free();
    expect(diagnosis).toEqual({
      editedMigrationNames: [],
      failedMigrationNames: [],
      hasMigrationsTable: true,
      history: null,
    });
    expect((await migrationStatus({ databaseUrl: db.url, migrationsDir })).pending).toEqual([]);
  });

  it('says what is wrong with its inputs', async () => {
    await expect(
      createMigration({ databaseUrl: serverUrl(), schemaPath: '/nonexistent/schema.prisma', name: 'x' }),
    ).rejects.toThrow('No Prisma schema at /nonexistent/schema.prisma');
    const { schemaPath } = copyShopService();
    writeFileSync(schemaPath, 'model Broken {');
    await expect(createMigration({ databaseUrl: serverUrl(), schemaPath, name: 'x' })).rejects.toThrow(
      /Error validating: This line is invalid/,
    );
    expect(await scratchDatabases()).toEqual([]);
  });
});

import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { applyMigrations, migrationStatus } from '../src/index.js';
import type { HistoryRow } from '../src/history.js';
import {
  dropTestDatabases,
  query,
  removeTempDirs,
  tempDir,
  uniqueDatabase,
  writeMigrationFile,
} from './helpers.js';

const INIT = `CREATE TABLE "Account" ("id" SERIAL PRIMARY KEY, "email" TEXT NOT NULL, "note" TEXT NOT NULL DEFAULT 'a;b');`;
// A dollar-quoted body full of ';': splitting the script on ';' (as adapter-pg's executeScript does) breaks it.
const FUNC = `CREATE FUNCTION touch() RETURNS trigger AS $$
BEGIN
  NEW."email" := lower(NEW."email");
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER account_touch BEFORE INSERT ON "Account" FOR EACH ROW EXECUTE FUNCTION touch();`;

function migrationsFolder(): string {
  const dir = path.join(tempDir(), 'migrations');
  writeMigrationFile(dir, '20260101000000_init', INIT);
  writeMigrationFile(dir, '20260102000000_touch', FUNC);
  return dir;
}

const history = (url: string) =>
  query<HistoryRow>(url, 'SELECT * FROM _prisma_migrations ORDER BY migration_name');

afterAll(async () => {
  await dropTestDatabases();
  removeTempDirs();
});

describe('applyMigrations', () => {
  it('creates the database and applies every migration, recording rows as Prisma does', async () => {
    const db = uniqueDatabase('fresh');
    const migrationsDir = migrationsFolder();
    const result = await applyMigrations({ databaseUrl: db.url, migrationsDir });

    expect(result).toEqual({
      createdDatabase: true,
      applied: ['20260101000000_init', '20260102000000_touch'],
      alreadyApplied: [],
    });
    const rows = await history(db.url);
    expect(rows.map((r) => r.migration_name)).toEqual(result.applied);
    const sha = createHash('sha256').update(INIT).digest('hex');
    expect(rows[0]).toMatchObject({
      checksum: sha,
      logs: null,
      rolled_back_at: null,
      applied_steps_count: 1,
    });
    for (const row of rows) {
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.finished_at!.getTime()).toBeGreaterThanOrEqual(row.started_at.getTime());
    }
    // The script ran whole: the literal kept its ';' and the trigger function works.
    await query(db.url, `INSERT INTO "Account" ("email") VALUES ('MiXeD@Example.com')`);
    expect(await query(db.url, 'SELECT email, note FROM "Account"')).toEqual([
      { email: 'mixed@example.com', note: 'a;b' },
    ]);
  });

  it('is idempotent, and a later run applies only the new migration', async () => {
    const db = uniqueDatabase('again');
    const migrationsDir = migrationsFolder();
    await applyMigrations({ databaseUrl: db.url, migrationsDir });

    const second = await applyMigrations({ databaseUrl: db.url, migrationsDir });
    expect(second).toEqual({
      createdDatabase: false,
      applied: [],
      alreadyApplied: ['20260101000000_init', '20260102000000_touch'],
    });
    expect(await history(db.url)).toHaveLength(2);

    writeMigrationFile(migrationsDir, '20260103000000_more', 'ALTER TABLE "Account" ADD COLUMN "name" TEXT;');
    const third = await applyMigrations({ databaseUrl: db.url, migrationsDir });
    expect(third.applied).toEqual(['20260103000000_more']);
    expect(await history(db.url)).toHaveLength(3);
  });

  it('refuses to deploy when an applied migration changed, naming it, and applies nothing', async () => {
    const db = uniqueDatabase('edited');
    const migrationsDir = migrationsFolder();
    await applyMigrations({ databaseUrl: db.url, migrationsDir });
    writeFileSync(path.join(migrationsDir, '20260101000000_init', 'migration.sql'), `${INIT}\n-- edited`);
    writeMigrationFile(migrationsDir, '20260103000000_more', 'ALTER TABLE "Account" ADD COLUMN "name" TEXT;');

    await expect(applyMigrations({ databaseUrl: db.url, migrationsDir })).rejects.toThrow(
      /20260101000000_init.*changed since they were applied \(checksum mismatch\)/,
    );
    expect(await history(db.url)).toHaveLength(2);
    const status = await migrationStatus({ databaseUrl: db.url, migrationsDir });
    expect(status.edited).toEqual(['20260101000000_init']);
  });

  it('accepts the same script with CRLF line endings, as Prisma does', async () => {
    const db = uniqueDatabase('crlf');
    const migrationsDir = path.join(tempDir(), 'migrations');
    const file = writeMigrationFile(
      migrationsDir,
      '20260101000000_init',
      'CREATE TABLE "A" (\n  "id" INT\n);\n',
    );
    expect((await applyMigrations({ databaseUrl: db.url, migrationsDir })).applied).toEqual([
      '20260101000000_init',
    ]);
    writeFileSync(file, 'CREATE TABLE "A" (\r\n  "id" INT\r\n);\r\n');
    await expect(applyMigrations({ databaseUrl: db.url, migrationsDir })).resolves.toMatchObject({
      applied: [],
    });
  });

  it('applies each migration once when several deploys start at the same time', async () => {
    const db = uniqueDatabase('race');
    const migrationsDir = migrationsFolder();
    // Slow enough that the deploys overlap; a second CREATE TABLE "Account" would fail.
    writeMigrationFile(
      migrationsDir,
      '20260103000000_slow',
      'SELECT pg_sleep(0.3); CREATE TABLE "Slow" ("id" INT);',
    );

    const results = await Promise.all(
      [1, 2, 3, 4].map(() => applyMigrations({ databaseUrl: db.url, migrationsDir })),
    );

    const applied = results.flatMap((r) => r.applied).sort();
    expect(applied).toEqual(['20260101000000_init', '20260102000000_touch', '20260103000000_slow']);
    expect(results.filter((r) => r.createdDatabase)).toHaveLength(1);
    expect(await history(db.url)).toHaveLength(3);
  });

  it('rolls a failing migration back, records nothing, and reports the line', async () => {
    const db = uniqueDatabase('broken');
    const migrationsDir = migrationsFolder();
    writeMigrationFile(
      migrationsDir,
      '20260103000000_bad',
      'CREATE TABLE "Half" ("id" INT);\nINSERT INTO "Nope" VALUES (1);',
    );

    await expect(applyMigrations({ databaseUrl: db.url, migrationsDir })).rejects.toThrow(
      /20260103000000_bad failed and was rolled back: relation "Nope" does not exist \(SQLSTATE 42P01\) at line 2/,
    );
    expect((await history(db.url)).map((r) => r.migration_name)).toEqual([
      '20260101000000_init',
      '20260102000000_touch',
    ]);
    expect(await query(db.url, `SELECT to_regclass('"Half"') AS t`)).toEqual([{ t: null }]);
  });

  it('refuses a history with a failed migration left by the Prisma CLI', async () => {
    const db = uniqueDatabase('failedrow');
    const migrationsDir = migrationsFolder();
    await applyMigrations({ databaseUrl: db.url, migrationsDir });
    await query(
      db.url,
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, logs, applied_steps_count)
       VALUES ('00000000-0000-4000-8000-000000000000', 'x', '20260103000000_more', 'boom', 0)`,
    );
    writeMigrationFile(migrationsDir, '20260103000000_more', 'SELECT 1;');
    await expect(applyMigrations({ databaseUrl: db.url, migrationsDir })).rejects.toThrow(
      /failed migrations recorded in _prisma_migrations: 20260103000000_more.*prisma migrate resolve --rolled-back/,
    );
  });

  it('says what is wrong with its inputs', async () => {
    const db = uniqueDatabase('inputs');
    await expect(
      applyMigrations({ databaseUrl: db.url, migrationsDir: '/nonexistent/migrations' }),
    ).rejects.toThrow('No migrations folder at /nonexistent/migrations');
    await expect(
      applyMigrations({ databaseUrl: 'mysql://x/y', migrationsDir: migrationsFolder() }),
    ).rejects.toThrow(/not a postgres:\/\/ URL/);
  });
});

export { applyMigrations, PRISMA_ADVISORY_LOCK_KEY } from './deploy.js';
export type { ApplyMigrationsOptions, ApplyMigrationsResult } from './deploy.js';
export { migrationStatus, formatStatus } from './status.js';
export { DATABASE_POOL_SIZE, readPoolSize } from './pool-size.js';
export { backupDatabase, restoreDatabase, RestoreRefusedError } from './backup.js';
export type { BackupOptions, RestoreOptions } from './backup.js';
export type { PoolSizeIssues } from './pool-size.js';
export type { MigrationStatus } from './status.js';
export type { HistoryComparison } from './history.js';
export { checksumOf, checksumMatches, readMigrations } from './migrations-dir.js';
export type { LocalMigration } from './migrations-dir.js';
export type { Logger } from './logger.js';
// diff loads the 5 MB schema-engine wasm only when called, so re-exporting it costs services nothing at start.
export { createMigration, diffSchema, defaultMigrationsDir } from './diff.js';
export type { CreateMigrationOptions, CreateMigrationResult, DiffOptions } from './diff.js';

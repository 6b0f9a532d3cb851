import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { InternalHeader, type CreateNoteRequest, type FavoriteChannelFields } from '@stillframe/contracts';
import { createLogger, readyApp, sealChannel, type App } from '@stillframe/server-kit';
import {
  TEST_IDENTITY_SECRET,
  createTestDatabase,
  flushTestRedis,
  testIdentity,
  testServiceEnv,
} from '@stillframe/server-kit/testing';
import { loadLibraryConfig } from '../src/config/env.js';
import { applyMigrations } from '@stillframe/db-tools';
import { createLibraryService, migrationsDir } from '../src/bootstrap.js';

export interface LibraryTestApp {
  app: App;
  http: ReturnType<typeof request>;
  databaseUrl: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Reuse a database (a service restart); a fresh one otherwise. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Keep Redis as it is (queued jobs survive a restart); flushed otherwise. */
  keepRedis?: boolean;
}

/** The identity headers the gateway would send for this user. */
export const asUser = (userId: string) => ({
  [InternalHeader.identity]: testIdentity({ sub: userId, sid: 'test-session' }),
});
export const anonymous = () => ({ [InternalHeader.identity]: testIdentity({}) });
export const newUserId = (): string => randomUUID();

/** A database of its own with the library's tables, cloned from a template migrated once per test server. */
export const createLibraryTestDatabase = () =>
  createTestDatabase('library', {
    migrationsDir,
    migrate: (databaseUrl) => applyMigrations({ databaseUrl, migrationsDir }),
  });

/** The real library service on a test database and the test Redis. */
export async function startLibraryTestApp(options: TestAppOptions = {}): Promise<LibraryTestApp> {
  if (!options.keepRedis) await flushTestRedis();
  const databaseUrl = options.databaseUrl ?? (await createLibraryTestDatabase());
  const config = loadLibraryConfig(testServiceEnv({ DATABASE_URL: databaseUrl, ...options.env }));
  const app = await createLibraryService(config, createLogger('library-test', 'silent'));
  await readyApp(app);
  return { app, http: request(app.getHttpServer()), databaseUrl, close: () => app.close() };
}

/** base64 of random bytes, the form of AES-GCM output the client sends. */
export const cipher = (bytes = 48): string => randomBytes(bytes).toString('base64');
export const iv = (): string => randomBytes(12).toString('base64');

export const regularNote = (overrides: Partial<CreateNoteRequest> = {}) => ({
  note: 'The speaker explains keyset paging here',
  videoId: 'dQw4w9WgXcQ',
  videoTitle: 'A talk on databases',
  videoThumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  timestamp: 42.5,
  ...overrides,
});

export const encryptedNote = () => ({
  isEncrypted: true as const,
  note: cipher(64),
  videoId: cipher(27),
  videoTitle: cipher(40),
  videoThumbnailUrl: cipher(80),
  timestamp: cipher(18),
  contentIv: iv(),
  videoIdIv: iv(),
  videoTitleIv: iv(),
  videoThumbnailIv: iv(),
  timestampIv: iv(),
});

export const encryptedFieldNames = [
  'note',
  'videoId',
  'videoTitle',
  'videoThumbnailUrl',
  'timestamp',
  'contentIv',
  'videoIdIv',
  'videoTitleIv',
  'videoThumbnailIv',
  'timestampIv',
] as const;

/** A channel id of YouTube's shape (`UC` and 22 more characters) named after `label`. */
export const channelId = (label: string): string =>
  `UC${label
    .replace(/[^A-Za-z0-9_-]/g, '_')
    .padEnd(22, '_')
    .slice(0, 22)}`;

/** A channel as an import sends it: the fields with the catalog's seal over them (the test secret). */
export const sealed = <T extends FavoriteChannelFields>(channel: T): T & { seal: string } => ({
  ...channel,
  seal: sealChannel(channel, TEST_IDENTITY_SECRET),
});

import request from 'supertest';
import { InternalHeader } from '@stillframe/contracts';
import { createLogger, readyApp, type App } from '@stillframe/server-kit';
import {
  createTestDatabase,
  flushTestRedis,
  testIdentity,
  testServiceEnv,
} from '@stillframe/server-kit/testing';
import { loadAuthConfig } from '../src/config/env.js';
import { applyMigrations } from '@stillframe/db-tools';
import { createAuthService, migrationsDir } from '../src/bootstrap.js';

export interface AuthTestApp {
  app: App;
  http: ReturnType<typeof request>;
  /** Registers (or signs in) and returns the identity headers the gateway would send for that session. */
  signUp(
    email: string,
    password?: string,
  ): Promise<{ userId: string; sessionId: string; headers: Record<string, string> }>;
  close(): Promise<void>;
}

export const asCaller = (claims: Parameters<typeof testIdentity>[0]) => ({
  [InternalHeader.identity]: testIdentity(claims),
});

/** A database of its own with auth's tables, cloned from a template migrated once per test server. */
export const createAuthTestDatabase = () =>
  createTestDatabase('auth', {
    migrationsDir,
    migrate: (databaseUrl) => applyMigrations({ databaseUrl, migrationsDir }),
  });

/** The real auth service on a fresh database and the test Redis. */
export async function startAuthTestApp(extraEnv: Record<string, string> = {}): Promise<AuthTestApp> {
  await flushTestRedis();
  const config = loadAuthConfig(
    testServiceEnv({ DATABASE_URL: await createAuthTestDatabase(), ...extraEnv }),
  );
  const app = await createAuthService(config, createLogger('auth-test', 'silent'));
  await readyApp(app);
  const http = request(app.getHttpServer());
  return {
    app,
    http,
    async signUp(email, password = 'correct horse battery') {
      const response = await http
        .post('/api/auth/register')
        .set(asCaller({}))
        .send({ email, password, confirmPassword: password })
        .expect(201);
      const sessionId = String(response.headers[InternalHeader.setSession]);
      const userId = String(response.body.user.id);
      return { userId, sessionId, headers: asCaller({ sub: userId, sid: sessionId }) };
    },
    close: () => app.close(),
  };
}

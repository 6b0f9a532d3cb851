import { ConfigError } from '@stillframe/server-kit';
import { TEST_IDENTITY_SECRET, testServiceEnv } from '@stillframe/server-kit/testing';
import { loadAuthConfig } from '../src/config/env.js';
import { PasswordHasher } from '../src/passwords/password-hasher.js';
import { PrismaService } from '../src/database/prisma.service.js';
import { startAuthTestApp } from './auth-test-app.js';

/** What a production start gives auth: no cost setting at all. */
const productionEnv = {
  NODE_ENV: 'production',
  REDIS_URL: 'redis://127.0.0.1:6379',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/stillframe_auth',
  INTERNAL_TOKEN_SECRET: TEST_IDENTITY_SECRET,
};

const hasherFor = async (env: NodeJS.ProcessEnv) => {
  const hasher = new PasswordHasher(loadAuthConfig(env));
  await hasher.onModuleInit();
  return hasher;
};

describe('the cost of password hashes', () => {
  it('is argon2id at OWASP baseline (19 MiB, 2 passes, 1 lane) unless told otherwise', async () => {
    const hash = await (await hasherFor(productionEnv)).hash('long password');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('is refused below that baseline in production, naming the setting', () => {
    for (const lower of [{ ARGON2_MEMORY_KIB: '1024' }, { ARGON2_TIME_COST: '1' }]) {
      const load = () => loadAuthConfig({ ...productionEnv, ...lower });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/ARGON2_MEMORY_KIB and ARGON2_TIME_COST may not be below 19456 and 2/);
    }
  });

  it('is cheap for services under test, and a hash keeps its own cost when verified', async () => {
    const cheap = await hasherFor({ ...testServiceEnv(), DATABASE_URL: productionEnv.DATABASE_URL });
    const hash = await cheap.hash('long password');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    const production = await hasherFor(productionEnv);
    await expect(production.verify(hash, 'long password')).resolves.toBe(true);
    await expect(production.verify(hash, 'wrong password')).resolves.toBe(false);
  });

  it('is the cheap one in the auth service the tests start', async () => {
    const t = await startAuthTestApp();
    try {
      const { userId } = await t.signUp('cheap-hash@example.com');
      const user = await t.app.get(PrismaService).user.findUniqueOrThrow({ where: { id: userId } });
      expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    } finally {
      await t.close();
    }
  });
});

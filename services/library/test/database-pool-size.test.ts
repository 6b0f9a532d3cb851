import { ConfigError } from '@stillframe/server-kit';
import { testServiceEnv } from '@stillframe/server-kit/testing';
import { loadLibraryConfig } from '../src/config/env.js';
import { PrismaService } from '../src/database/prisma.service.js';

const env = (extra: Record<string, string> = {}) =>
  testServiceEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/stillframe_library', ...extra });

describe('DATABASE_POOL_SIZE of the library service', () => {
  it('defaults to a small pool and reads a whole number', () => {
    expect(loadLibraryConfig(env()).DATABASE_POOL_SIZE).toBe(5);
    expect(loadLibraryConfig(env({ DATABASE_POOL_SIZE: '3' })).DATABASE_POOL_SIZE).toBe(3);
  });

  it.each(['0', 'ten', '2.5', '500'])('refuses %p at boot, naming the variable', (value) => {
    const load = () => loadLibraryConfig(env({ DATABASE_POOL_SIZE: value }));
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      `DATABASE_POOL_SIZE: DATABASE_POOL_SIZE must be a whole number from 1 to 50, the connections each process keeps to Postgres (got "${value}")`,
    );
  });

  it('sizes the pool Prisma and the SQL reads share', async () => {
    const prisma = new PrismaService(loadLibraryConfig(env({ DATABASE_POOL_SIZE: '7' })));
    expect(prisma.pool.options.max).toBe(7);
    await prisma.onApplicationShutdown();
  });
});

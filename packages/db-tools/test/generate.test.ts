import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { applyMigrations, createMigration } from '../src/index.js';
import {
  copyShopService,
  dropTestDatabases,
  FIXTURES,
  removeTempDirs,
  serverUrl,
  uniqueDatabase,
} from './helpers.js';

// Proves the README's "Using it from a service" recipe: `prisma generate` offline with the prisma-client
// generator (ESM, .js imports for NodeNext), then queries through @prisma/adapter-pg on a deployed database.
const require = createRequire(import.meta.url);
const prismaCli = path.join(path.dirname(require.resolve('prisma/package.json')), 'build', 'index.js');
const shop = path.join(FIXTURES, 'shop');
const output = path.join(FIXTURES, '..', 'generated', 'shop');

// Imported through a variable: the client exists only after beforeAll, and `tsc --noEmit` must not need it.
// Its real types are checked by the tsc NodeNext compile in the second test.
const GENERATED_CLIENT = './generated/shop/client.js';
interface ShopClient {
  user: {
    create(args: object): Promise<{ email: string; role: string; note: string }>;
    findUnique(args: object): Promise<{ posts: { title: string }[] } | null>;
  };
  $disconnect(): Promise<void>;
}

beforeAll(() => {
  execFileSync(process.execPath, [prismaCli, 'generate'], {
    cwd: shop, // prisma.config.ts is found in the working directory, as in a service's npm script
    // An existing, NON-executable file: prisma then skips the engine download (and cannot run the engine).
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: path.join(shop, 'schema.prisma') },
    stdio: 'pipe',
  });
}, 60_000);

afterAll(async () => {
  await dropTestDatabases();
  removeTempDirs();
});

describe('prisma generate offline + adapter-pg', () => {
  it('generates an ESM client whose imports carry .js, and queries a deployed database', async () => {
    const client = readFileSync(path.join(output, 'client.ts'), 'utf8');
    expect(client).toContain('import * as $Class from "./internal/class.js"');

    const { schemaPath, migrationsDir } = copyShopService();
    await createMigration({ databaseUrl: serverUrl(), schemaPath, name: 'init' });
    const db = uniqueDatabase('client');
    await applyMigrations({ databaseUrl: db.url, migrationsDir });

    const { PrismaClient } = (await import(GENERATED_CLIENT)) as {
      PrismaClient: new (options: object) => ShopClient;
    };
    const { PrismaPg } = await import('@prisma/adapter-pg');
    const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: db.url }) });
    try {
      const user = await prisma.user.create({
        data: { email: 'ada@example.com', posts: { create: [{ title: 'Hello' }] } },
      });
      expect(user).toMatchObject({ email: 'ada@example.com', role: 'USER', note: 'a;b' });
      const found = await prisma.user.findUnique({
        where: { email: 'ada@example.com' },
        include: { posts: true },
      });
      expect(found?.posts.map((p) => p.title)).toEqual(['Hello']);
      await expect(prisma.user.create({ data: { email: 'ada@example.com' } })).rejects.toMatchObject({
        code: 'P2002',
      });
    } finally {
      await prisma.$disconnect();
    }
  });

  it("compiles with the services' compiler under NodeNext and runs on plain node (no jest module mapping)", async () => {
    const { schemaPath, migrationsDir } = copyShopService();
    await createMigration({ databaseUrl: serverUrl(), schemaPath, name: 'init' });
    const db = uniqueDatabase('node');
    await applyMigrations({ databaseUrl: db.url, migrationsDir });

    // Written next to the generated client (gitignored) so both compile together, as in a service's src/.
    const generated = path.dirname(output);
    writeFileSync(path.join(generated, 'smoke.ts'), SMOKE);
    // The compiler the services build with (tsgo: TypeScript 7, installed as typescript-native).
    const tsc = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin', 'tsc');
    const tscArgs = [
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--target',
      'es2022',
      '--strict',
    ];
    execFileSync(process.execPath, [
      tsc,
      ...tscArgs,
      '--skipLibCheck',
      '--ignoreConfig',
      '--outDir',
      path.join(generated, 'dist'),
      path.join(generated, 'smoke.ts'),
    ]);
    const printed = execFileSync(process.execPath, [path.join(generated, 'dist', 'smoke.js')], {
      env: { ...process.env, DATABASE_URL: db.url, NODE_OPTIONS: '' },
    });
    expect(JSON.parse(printed.toString())).toEqual({ email: 'grace@example.com', posts: 1 });
  }, 60_000);
});

const SMOKE = `import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './shop/client.js';

const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL }) });
const user = await prisma.user.create({ data: { email: 'grace@example.com', posts: { create: { title: 'Hi' } } } });
const posts = await prisma.post.count({ where: { authorId: user.id } });
console.log(JSON.stringify({ email: user.email, posts }));
await prisma.$disconnect();
`;

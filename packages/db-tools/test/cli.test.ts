import { runCli } from '../src/cli-run.js';
import { copyShopService, dropTestDatabases, removeTempDirs, uniqueDatabase } from './helpers.js';

afterAll(async () => {
  await dropTestDatabases();
  removeTempDirs();
});

async function cli(argv: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, env, { log: (l) => out.push(l), error: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('stillframe-db CLI', () => {
  it('names what is missing', async () => {
    const { schemaPath } = copyShopService();
    expect(await cli(['deploy', '--schema', schemaPath], {})).toMatchObject({
      code: 2,
      err: expect.stringContaining('DATABASE_URL is not set'),
    });
    const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/x' };
    expect(await cli(['deploy'], env)).toMatchObject({
      code: 2,
      err: expect.stringContaining('--schema is required'),
    });
    expect(await cli(['diff', '--schema', '/nope/schema.prisma'], env)).toMatchObject({
      code: 2,
      err: expect.stringContaining('No Prisma schema at /nope/schema.prisma'),
    });
    expect(await cli(['migrate'], env)).toMatchObject({
      code: 2,
      err: expect.stringContaining('Unknown command "migrate"'),
    });
    expect(await cli([], env)).toMatchObject({ code: 2, err: expect.stringContaining('No command given') });
    expect(await cli(['status', '--bogus'], env)).toMatchObject({
      code: 2,
      err: expect.stringContaining("Unknown option '--bogus'"),
    });
  });

  it('runs diff, status and deploy against a service layout', async () => {
    const { schemaPath } = copyShopService();
    const db = uniqueDatabase('cli');
    const env = { DATABASE_URL: db.url };

    const diff = await cli(['diff', '--schema', schemaPath, '--name', 'init'], env);
    expect(diff).toMatchObject({
      code: 0,
      out: expect.stringMatching(/Wrote .*prisma\/migrations\/\d{14}_init\/migration\.sql/),
    });

    const before = await cli(['status', '--schema', schemaPath], env);
    expect(before.out).toMatch(/Database does not exist yet[\s\S]*pending {2}\d{14}_init/);

    const deploy = await cli(['deploy', '--schema', schemaPath], env);
    expect(deploy).toMatchObject({
      code: 0,
      out: expect.stringMatching(/Created database dbtools_cli_\w+\nApplied migration \d{14}_init/),
    });
    expect((await cli(['deploy', '--schema', schemaPath], env)).out).toMatch(/No pending migrations/);
    expect((await cli(['status', '--schema', schemaPath], env)).out).toMatch(/^applied {2}\d{14}_init/);

    const again = await cli(['diff', '--schema', schemaPath, '--name', 'noop'], env);
    expect(again).toMatchObject({
      code: 0,
      out: expect.stringContaining('no migration needed, nothing written'),
    });
  });

  it('fails with the reason when the server is unreachable', async () => {
    const { schemaPath } = copyShopService();
    const result = await cli(['status', '--schema', schemaPath], {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/x',
    });
    expect(result).toMatchObject({
      code: 1,
      err: expect.stringMatching(/Cannot connect to postgres:\/\/postgres@127.0.0.1:1\/x: .*ECONNREFUSED/),
    });
  });
});

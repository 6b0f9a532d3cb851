import pg from 'pg';

/** Double-quotes a Postgres identifier, so database names with odd characters stay one identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function parseUrl(databaseUrl: string): URL {
  try {
    const url = new URL(databaseUrl);
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new Error('not postgres');
    return url;
  } catch {
    throw new Error(
      `DATABASE_URL is not a postgres:// URL (got "${redactUrl(databaseUrl)}"); expected postgres://user:pass@host:port/dbname`,
    );
  }
}

/** The database a URL names; we refuse an empty one rather than let pg fall back to the user name silently. */
export function databaseName(databaseUrl: string): string {
  const name = decodeURIComponent(parseUrl(databaseUrl).pathname.replace(/^\//, ''));
  if (!name)
    throw new Error(`DATABASE_URL "${redactUrl(databaseUrl)}" names no database (add /dbname to the URL)`);
  return name;
}

/** Same server and credentials, another database: used for the `postgres` maintenance db and shadow databases. */
export function withDatabase(databaseUrl: string, database: string): string {
  const url = parseUrl(databaseUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/** Hides the password so URLs can go into error messages and logs. */
export function redactUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '<unparseable url>';
  }
}

/** A connected client; connection failures name the server, since pg's own message does not say which. */
export async function connectClient(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A connection the server kills also fails the pending query; an unhandled 'error' event would crash the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`Cannot connect to ${redactUrl(databaseUrl)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return client;
}

/** Runs fn with a short-lived client, always closing it (a leaked client keeps the CLI alive). */
export async function withClient<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = await connectClient(databaseUrl);
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Postgres's "database does not exist" (SQLSTATE 3D000), also when connectClient wrapped it. */
export function isMissingDatabase(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === '3D000') return true;
  }
  return false;
}

/**
 * Connects to the URL's own database, creating it first only when it does not exist. Managed
 * Postgres and PgBouncer often let a service's user reach its own database and nothing else, so an
 * existing database is never looked up through the `postgres` maintenance database.
 */
export async function connectCreatingDatabase(
  databaseUrl: string,
): Promise<{ client: pg.Client; createdDatabase: boolean }> {
  try {
    return { client: await connectClient(databaseUrl), createdDatabase: false };
  } catch (error) {
    if (!isMissingDatabase(error)) throw error;
  }
  const createdDatabase = await createDatabase(databaseUrl);
  return { client: await connectClient(databaseUrl), createdDatabase };
}

/**
 * Creates the URL's database through the `postgres` maintenance database, the one place a missing
 * database can be created from. Several services may start at once, so losing the CREATE race
 * (42P04, or 23505 on pg_database) is fine.
 */
async function createDatabase(databaseUrl: string): Promise<boolean> {
  const name = databaseName(databaseUrl);
  const cannotCreate = (reason: string, cause: unknown) =>
    new Error(
      `Database ${name} named by DATABASE_URL (${redactUrl(databaseUrl)}) does not exist and cannot be ` +
        `created: ${reason}. Create it first (CREATE DATABASE ${quoteIdent(name)} OWNER <the URL's user>), ` +
        'or let that user connect to the postgres database and create databases (CREATEDB).',
      { cause },
    );
  let client: pg.Client;
  try {
    client = await connectClient(withDatabase(databaseUrl, 'postgres'));
  } catch (error) {
    throw cannotCreate((error as Error).message, error);
  }
  try {
    await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
    return true;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === '42P04' || code === '23505') return false;
    if (code === '42501') throw cannotCreate((error as Error).message, error);
    throw error;
  } finally {
    await client.end();
  }
}

/** Drops a database if present; used for shadow databases and test cleanup. */
export async function dropDatabase(databaseUrl: string, name: string): Promise<void> {
  await withClient(withDatabase(databaseUrl, 'postgres'), async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)}`);
  });
}

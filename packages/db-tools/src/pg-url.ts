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

/**
 * Creates the URL's database when missing, through the `postgres` maintenance database.
 * Several services may start at once, so losing the CREATE race (42P04, or 23505 on pg_database) is fine.
 */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const name = databaseName(databaseUrl);
  return withClient(withDatabase(databaseUrl, 'postgres'), async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
      return true;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === '42P04' || code === '23505') return false;
      throw error;
    }
  });
}

/** Drops a database if present; used for shadow databases and test cleanup. */
export async function dropDatabase(databaseUrl: string, name: string): Promise<void> {
  await withClient(withDatabase(databaseUrl, 'postgres'), async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)}`);
  });
}

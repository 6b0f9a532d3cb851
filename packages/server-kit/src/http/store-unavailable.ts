/** Seconds a client is told to wait before trying again while a data store is unreachable. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that could not be made or was lost. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
/**
 * Prisma's "cannot reach / connection closed / pool timeout" codes and PostgreSQL's shutdown,
 * starting-up and connection-class (08…) SQLSTATEs.
 */
const STORE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', '57P01', '57P02', '57P03']);
/** How Prisma's pg driver adapter classifies a lost database. */
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
/**
 * ioredis while disconnected (no offline queue, bounded retries) or still on a primary a failover
 * demoted (READONLY), and pg's lost or refused connections.
 */
const MESSAGES =
  /enableOfflineQueue|Connection is closed|max retries per request|^READONLY |Connection terminated|timeout exceeded when trying to connect|Can't reach database server|Server has closed the connection|connect ECONNREFUSED/i;

/**
 * True when an error means Postgres or Redis cannot be reached right now (ioredis, pg, or Prisma
 * wrapping the pg adapter's error), looking through `cause` chains. Such failures are temporary:
 * callers answer 503 and the next request, once the store is back, succeeds without a restart.
 */
export function isStoreUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const fields = error as {
    code?: unknown;
    kind?: unknown;
    name?: unknown;
    message?: unknown;
    cause?: unknown;
    meta?: { driverAdapterError?: unknown };
  };
  const code = typeof fields.code === 'string' ? fields.code : '';
  if (SOCKET_CODES.has(code) || STORE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  if (typeof fields.kind === 'string' && ADAPTER_KINDS.has(fields.kind)) return true;
  // NotReplicatedError: no replica confirmed a queued job in time (replication.ts).
  if (fields.name === 'MaxRetriesPerRequestError' || fields.name === 'NotReplicatedError') return true;
  if (typeof fields.message === 'string' && MESSAGES.test(fields.message)) return true;
  return (
    isStoreUnavailable(fields.cause, depth + 1) ||
    isStoreUnavailable(fields.meta?.driverAdapterError, depth + 1)
  );
}

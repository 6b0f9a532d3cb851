import type { Redis } from 'ioredis';
import { isSentinelTarget, type RedisTarget } from './redis-target.js';

/** How long an enqueue waits for a replica to confirm it before it is refused. */
export const REPLICA_CONFIRM_MS = 1000;

/** No replica confirmed a write in time: the caller answers that the work was not taken (and may retry). */
export class NotReplicatedError extends Error {
  override name = 'NotReplicatedError';
}

/** How many times each connection was lost, counted by one listener per client. */
const losses = new WeakMap<Redis, { count: number }>();
function lossesOf(redis: Redis): { count: number } {
  let counted = losses.get(redis);
  if (!counted) {
    const fresh = { count: 0 };
    redis.on('close', () => (fresh.count += 1));
    losses.set(redis, fresh);
    counted = fresh;
  }
  return counted;
}

/**
 * Makes `write` on `redis`, then resolves once it is on a replica as well (`WAIT 1`), so that a
 * failover, which promotes a replica, cannot lose work the caller was told was taken: Redis replicates
 * asynchronously, and a primary killed right after a write may take the write with it.
 *
 * Only for a Sentinel target: with a REDIS_URL the write is made and nothing is waited for (as
 * before). A primary without a connected replica (one left alone after a failover, until the old
 * primary comes back as its replica) has nothing a failover could promote: the write stands as it is,
 * on its AOF. A connection lost on the way is a refusal too: ioredis sends the unanswered WAIT again
 * on the new connection, where it would confirm writes made on another one.
 */
export async function confirmReplicated<T>(
  redis: Redis,
  target: RedisTarget,
  write: () => Promise<T>,
  timeoutMs = REPLICA_CONFIRM_MS,
): Promise<T> {
  if (!isSentinelTarget(target)) return write();
  const lost = lossesOf(redis);
  const before = lost.count;
  const written = await write();
  const [role, , replicas] = (await redis.call('ROLE')) as [string, number, unknown[]];
  // A node that is no primary refused the write already (READONLY).
  const expected = role === 'master' && Array.isArray(replicas) && replicas.length > 0;
  const confirmed = expected ? await redis.wait(1, timeoutMs) : 0;
  if (lost.count !== before)
    throw new NotReplicatedError('the connection to Redis was lost before a replica confirmed the write');
  if (expected && confirmed < 1)
    throw new NotReplicatedError(`no replica confirmed the write within ${timeoutMs} ms`);
  return written;
}

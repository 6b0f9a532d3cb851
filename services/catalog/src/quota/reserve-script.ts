/**
 * Checks, in order, and counts only when every check admits the call (atomic: no two replicas can both
 * take the last units):
 * 1. a remembered failure of this very call (it would fail again: it costs nothing, and is not made);
 * 2. the bucket declared spent by YouTube;
 * 3. the bucket's daily limit in the ledger;
 * 4. for an anonymous caller, their share of the bucket and their address's calls in the window;
 * 5. for an account with a budget, its units in the bucket today.
 *
 * KEYS: 1 day totals (hash), 2 spent flag, 3 remembered failure, 4 accounts' units (sorted set),
 *       5 accounts' plans (hash), 6 this minute's units, 7 the address's calls in the window
 * ARGV: 1 bucket, 2 method, 3 units, 4 limit, 5 anonymous share (-1: not anonymous), 6 address calls allowed,
 *       7 address window (s), 8 user id ('' none), 9 account budget (-1: exempt), 10 plan,
 *       11 day retention (s), 12 minute retention (s), 13 now (ms since the epoch)
 */
export const RESERVE_SCRIPT = `
local failure = redis.call('GET', KEYS[3])
if failure then return {'failed', failure} end
local spentUntil = redis.call('GET', KEYS[2])
if spentUntil and tonumber(spentUntil) > tonumber(ARGV[13]) then return {'exhausted', spentUntil} end
local bucket = ARGV[1]
local units = tonumber(ARGV[3])
local used = tonumber(redis.call('HGET', KEYS[1], 'units:' .. bucket) or '0')
if used + units > tonumber(ARGV[4]) then return {'limit'} end
local share = tonumber(ARGV[5])
if share >= 0 then
  local anonymous = tonumber(redis.call('HGET', KEYS[1], 'anonymous-units:' .. bucket) or '0')
  if anonymous + units > share then return {'anonymous'} end
  local calls = tonumber(redis.call('GET', KEYS[7]) or '0')
  if calls + 1 > tonumber(ARGV[6]) then return {'address'} end
end
local user = ARGV[8]
local budget = tonumber(ARGV[9])
if user ~= '' and budget >= 0 then
  local mine = tonumber(redis.call('ZSCORE', KEYS[4], user) or '0')
  if mine + units > budget then return {'account'} end
end
redis.call('HINCRBY', KEYS[1], 'calls:' .. ARGV[2], 1)
redis.call('HINCRBY', KEYS[1], 'units:' .. bucket, units)
redis.call('EXPIRE', KEYS[1], ARGV[11])
if share >= 0 then
  redis.call('HINCRBY', KEYS[1], 'anonymous-units:' .. bucket, units)
  redis.call('INCR', KEYS[7])
  redis.call('EXPIRE', KEYS[7], ARGV[7])
end
if user ~= '' then
  redis.call('ZINCRBY', KEYS[4], units, user)
  redis.call('EXPIRE', KEYS[4], ARGV[11])
  redis.call('HSET', KEYS[5], user, ARGV[10])
  redis.call('EXPIRE', KEYS[5], ARGV[11])
end
redis.call('INCRBY', KEYS[6], units)
redis.call('EXPIRE', KEYS[6], ARGV[12])
return {'ok'}
`;

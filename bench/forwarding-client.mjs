// How the gateway forwards a call to a service: undici's Pool (what it uses) against node:http with a
// keep-alive Agent, to a local server answering 2 KB of JSON. Sequential calls on one connection
// (latency) and 16 concurrent callers (throughput), in one run, each way in alternating rounds.
// Options (env): CALLS (5000 per round), ROUNDS (4).
import { Agent, createServer, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { percentile, table } from './support.mjs';

const CALLS = Number(process.env.CALLS ?? 5000);
const ROUNDS = Number(process.env.ROUNDS ?? 4);
const answer = Buffer.from(
  JSON.stringify({ items: Array.from({ length: 20 }, (_, i) => ({ id: i, title: 'x'.repeat(80) })) }),
);
const server = createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': answer.length });
  res.end(answer);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const headers = { 'x-stillframe-identity': 'v1.' + 'a'.repeat(300), 'x-request-id': 'r'.repeat(36) };

const pool = new Pool(origin, { connections: 64, pipelining: 1, keepAliveTimeout: 30_000 });
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
const ways = {
  'undici Pool': async () => {
    const response = await pool.request({ method: 'GET', path: '/api/x', headers });
    return Buffer.from(await response.body.arrayBuffer());
  },
  'node:http Agent': () =>
    new Promise((resolve, reject) => {
      const req = httpRequest(`${origin}/api/x`, { agent, headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    }),
};
const results = Object.fromEntries(Object.keys(ways).map((name) => [name, { samples: [], perSecond: [] }]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, call] of Object.entries(ways)) {
    for (let index = 0; index < CALLS; index++) {
      const sent = performance.now();
      await call();
      results[name].samples.push(performance.now() - sent);
    }
    const started = performance.now();
    let left = CALLS;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (left-- > 0) await call();
      }),
    );
    results[name].perSecond.push(CALLS / ((performance.now() - started) / 1000));
  }
}
console.log(
  `${ROUNDS} rounds × ${CALLS} calls each way; latency sequential on one connection, throughput with 16 callers`,
);
table(
  Object.entries(results).map(([name, { samples, perSecond }]) => ({
    way: name,
    'p50 ms': percentile(samples, 50).toFixed(3),
    'p99 ms': percentile(samples, 99).toFixed(3),
    'calls/s (16 callers)': Math.round(perSecond.reduce((sum, value) => sum + value, 0) / perSecond.length),
  })),
);
await pool.close();
agent.destroy();
server.close();

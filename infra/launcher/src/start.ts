import { join } from 'node:path';
import { repoRoot } from './paths.js';
import { startStack } from './stack.js';

// `npm start`: the whole product on PORT (default 8080), data under .data/ so that it survives restarts.
const port = Number(process.env.PORT ?? 8080);
const dataDir = process.env.STILLFRAME_DATA_DIR ?? join(repoRoot, '.data');

try {
  const stack = await startStack({ port, dataDir, redisOwnProcessGroup: true });
  const demoParts = Object.entries(stack.demo)
    .filter(([, on]) => on)
    .map(([name]) => name);
  console.log(`\nStillframe is running at ${stack.url}`);
  console.log(
    demoParts.length
      ? `Sandbox mode for: ${demoParts.join(', ')} (no real API key configured; see README)`
      : 'Using the real upstream services.',
  );
  if (stack.demo.stripe && stack.sandboxes)
    console.log(
      `Stripe sandbox (its controls move a customer's clock, refund, dispute: README): ${stack.sandboxes.stripe.url}`,
    );
  console.log(`Metrics (Prometheus, never through the gateway): ${Object.values(stack.metrics).join(' ')}`);
  console.log(`Logs: ${join(dataDir, 'logs')}   API docs: ${stack.url}/api/docs   Stop: Ctrl-C\n`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Stillframe…');
    await stack.stop().catch((error: unknown) => console.error(error));
    process.exit(0);
  };
  // A closed terminal (SIGHUP) too: Redis has its own process group and would not hear it.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown());
} catch (error) {
  console.error(`\nStillframe could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

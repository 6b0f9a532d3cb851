// Shared by the benchmark scripts: fresh PostgreSQL and Redis (or the ones in TEST_DATABASE_URL /
// TEST_REDIS_URL), and small statistics helpers.
import { startTestInfrastructure } from '../infra/launcher/dist/test-infrastructure.js';

export async function benchInfrastructure() {
  if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
    return {
      env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL, TEST_REDIS_URL: process.env.TEST_REDIS_URL },
      stop: async () => {},
    };
  }
  // durable: the figures are those of a Postgres that waits for the disk, as in production.
  const infrastructure = await startTestInfrastructure({ durable: true });
  Object.assign(process.env, infrastructure.env);
  return infrastructure;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const ms = (value) => `${value.toFixed(2)} ms`;

export function table(rows) {
  const widths = Object.keys(rows[0]).map((key) =>
    Math.max(key.length, ...rows.map((row) => String(row[key]).length)),
  );
  const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index])).join('  ');
  console.log(line(Object.keys(rows[0])));
  for (const row of rows) console.log(line(Object.values(row)));
}

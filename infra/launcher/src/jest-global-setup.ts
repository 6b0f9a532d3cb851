import { startTestInfrastructure } from './test-infrastructure.js';

// Lets `npx jest` in one workspace run on its own: without TEST_DATABASE_URL/TEST_REDIS_URL from
// `npm test`, it starts a fresh Postgres and Redis for this run.
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) return;
  const infrastructure = await startTestInfrastructure();
  Object.assign(process.env, infrastructure.env);
  (globalThis as { __stillframeTestInfra?: typeof infrastructure }).__stillframeTestInfra = infrastructure;
}

import { startSandboxes } from './all.js';

// `node infra/sandbox/dist/main.js`: the sandboxes alone, for working on a service against them, and
// the compose demo's `sandbox` service (SANDBOX_HOST=0.0.0.0, fixed ports from SANDBOX_PORT_BASE).
const portBase = Number(process.env.SANDBOX_PORT_BASE ?? 0);
const sandboxes = await startSandboxes({
  webhookUrl: process.env.WEBHOOK_URL ?? 'http://127.0.0.1:8080/api/subscription/webhook',
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_sandbox_local_development_secret',
  host: process.env.SANDBOX_HOST,
  ports: portBase
    ? { youtube: portBase + 1, quotes: portBase + 2, photos: portBase + 3, stripe: portBase + 4 }
    : undefined,
  publicHost: process.env.SANDBOX_PUBLIC_HOST,
});
console.log(
  JSON.stringify(sandboxes.envFor({ youtube: true, photos: true, quotes: true, stripe: true }), null, 2),
);
const stop = () => void sandboxes.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

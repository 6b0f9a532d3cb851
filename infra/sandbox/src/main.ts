import { startSandboxes } from './all.js';

// `node infra/sandbox/dist/main.js`: the sandboxes alone, for working on a service against them.
const sandboxes = await startSandboxes({
  webhookUrl: process.env.WEBHOOK_URL ?? 'http://127.0.0.1:8080/api/subscription/webhook',
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_sandbox_local_development_secret',
});
console.log(
  JSON.stringify(sandboxes.envFor({ youtube: true, photos: true, quotes: true, stripe: true }), null, 2),
);
const stop = () => void sandboxes.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

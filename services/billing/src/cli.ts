import 'reflect-metadata';
import { canonicalId } from '@stillframe/contracts';
import { ConfigError, createLogger } from '@stillframe/server-kit';
import { loadBillingConfig } from './config/env.js';
import { createBillingContext } from './bootstrap.js';
import { RefundService } from './refunds/refund.service.js';
import { DeadLettersService } from './webhooks/dead-letters.service.js';

const USAGE = `Usage: stillframe-billing <command>
  refund <userId>             30-day money-back guarantee: refund the last payment and cancel the subscription
  dead-letters                Stripe events that failed every attempt
  retry-dead-letter <eventId> Put a dead-lettered event back in the queue`;

// `npm run refund -w services/billing -- <userId>`, `npm run dead-letters -w services/billing`
async function main(argv: string[]): Promise<number> {
  const [command, argument] = argv;
  const known =
    command === 'refund' || command === 'retry-dead-letter' ? Boolean(argument) : command === 'dead-letters';
  if (!known) {
    console.error(USAGE);
    return 2;
  }
  // The same id as the API takes: any casing of a user's UUID, read as its stored spelling.
  const userId = command === 'refund' ? canonicalId(argument!) : null;
  if (command === 'refund' && !userId) {
    console.error(`Not a user id: ${argument}`);
    return 2;
  }
  const config = loadBillingConfig({ ...process.env, WORKERS: 'off' });
  const context = await createBillingContext(config, createLogger('billing-cli', 'warn'));
  try {
    if (command === 'refund') {
      console.log(JSON.stringify(await context.get(RefundService).refund(userId!)));
    } else if (command === 'retry-dead-letter') {
      const retried = await context.get(DeadLettersService).retry(argument!);
      console.log(retried ? `${argument}: queued again` : `${argument}: no failed job with this id`);
      return retried ? 0 : 1;
    } else {
      const letters = await context.get(DeadLettersService).list();
      if (!letters.length) console.log('No dead letters.');
      for (const letter of letters) {
        console.log(
          `${letter.failedAt.toISOString()}  ${letter.eventId}  ${letter.type}  attempts=${letter.attempts}  ${letter.error}`,
        );
      }
    }
    return 0;
  } finally {
    await context.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

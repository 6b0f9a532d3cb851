import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@stillframe/contracts';
import { AppException, type Logger } from '@stillframe/server-kit';
import { BILLING_LOGGER } from '../tokens.js';
import {
  StripeWebhookVerifier,
  WebhookSignatureError,
  WebhookTimestampError,
} from '../stripe/stripe-webhook.verifier.js';
import { WebhookQueueRepository } from './webhook-queue.repository.js';
import { toWebhookJob } from './webhook-job.js';

const signatureField = 'headers.stripe-signature';

/**
 * Receiving a Stripe webhook: verify, queue, answer. The work happens in the worker, so Stripe gets
 * its 2xx in milliseconds and a slow or failing apply is retried by the queue, not by Stripe.
 */
@Injectable()
export class WebhookService {
  constructor(
    @Inject(BILLING_LOGGER) private readonly logger: Logger,
    private readonly verifier: StripeWebhookVerifier,
    private readonly queue: WebhookQueueRepository,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: true }> {
    if (!signature) throw AppException.validation(signatureField, 'The Stripe-Signature header is required');
    if (!rawBody?.length)
      throw AppException.validation('body', 'The webhook body must be the JSON event Stripe sent');
    let event;
    try {
      event = this.verifier.verify(rawBody, signature);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      this.logger.warn({ reason: error.message }, 'stripe webhook refused: bad signature');
      throw AppException.validation(
        signatureField,
        error instanceof WebhookTimestampError
          ? 'The Stripe signature is more than 5 minutes away from the current time (tolerance)'
          : 'The Stripe signature does not match this payload',
      );
    }
    const job = toWebhookJob(event);
    if (!job) {
      this.logger.debug({ eventId: event.id, type: event.type }, 'stripe event not applied here');
      return { received: true };
    }
    try {
      await this.queue.add(job);
    } catch (error) {
      this.logger.error(
        { eventId: event.id, err: error instanceof Error ? error.message : error },
        'stripe event could not be queued',
      );
      throw new AppException(
        ErrorCode.serviceUnavailable,
        'The event could not be queued; Stripe will deliver it again.',
      );
    }
    this.logger.info(
      {
        eventId: event.id,
        type: event.type,
        ...('chargeId' in job ? { chargeId: job.chargeId } : {}),
        ...('subscriptionId' in job ? { subscriptionId: job.subscriptionId } : {}),
        ...('clockId' in job ? { clockId: job.clockId } : {}),
      },
      'stripe event queued',
    );
    return { received: true };
  }
}

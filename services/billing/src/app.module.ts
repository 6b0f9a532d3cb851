import { Module, type DynamicModule } from '@nestjs/common';
import type { Redis } from 'ioredis';
import {
  AppMetrics,
  createRedis,
  HealthModule,
  pingRedis,
  redisShutdown,
  redisTargetOf,
  workerProviders,
  type Logger,
} from '@stillframe/server-kit';
import { BILLING_CONFIG, type BillingConfig } from './config/env.js';
import { BILLING_LOGGER, BILLING_QUEUE_REDIS, BILLING_REDIS } from './tokens.js';
import { PrismaService } from './database/prisma.service.js';
import { createStripeClient, STRIPE_CLIENT } from './stripe/stripe-client.js';
import { StripeCheckoutRepository } from './stripe/stripe-checkout.repository.js';
import { StripeSubscriptionsRepository } from './stripe/stripe-subscriptions.repository.js';
import { StripePaymentsRepository } from './stripe/stripe-payments.repository.js';
import { StripeWebhookVerifier } from './stripe/stripe-webhook.verifier.js';
import { BillingAccountsRepository } from './billing-accounts/billing-accounts.repository.js';
import { SubscriptionsRepository } from './subscriptions/subscriptions.repository.js';
import { EntitlementBroadcastRepository } from './subscriptions/entitlement-broadcast.repository.js';
import { EntitlementService } from './subscriptions/entitlement.service.js';
import { SubscriptionSyncService } from './subscriptions/subscription-sync.service.js';
import { SubscriptionStatusController } from './subscriptions/subscription-status.controller.js';
import { SubscriptionStatusService } from './subscriptions/subscription-status.service.js';
import { EntitlementController } from './subscriptions/entitlement.controller.js';
import { PlansService } from './plans/plans.service.js';
import { PlansController } from './plans/plans.controller.js';
import { CustomerEmailService } from './billing-accounts/customer-email.service.js';
import { PortalService } from './portal/portal.service.js';
import { PortalController } from './portal/portal.controller.js';
import { CheckoutService } from './checkout/checkout.service.js';
import { CheckoutController } from './checkout/checkout.controller.js';
import { CheckoutCompletionService } from './subscriptions/checkout-completion.service.js';
import { WebhookQueueRepository } from './webhooks/webhook-queue.repository.js';
import { WebhookService } from './webhooks/webhook.service.js';
import { WebhookController } from './webhooks/webhook.controller.js';
import { WebhookWorker } from './webhooks/webhook.worker.js';
import { DeadLettersRepository } from './webhooks/dead-letters.repository.js';
import { DeadLettersService } from './webhooks/dead-letters.service.js';
import { ProcessedEventsRepository } from './webhooks/processed-events.repository.js';
import { RefundService } from './refunds/refund.service.js';
import { RefundController } from './refunds/refund.controller.js';
import { AdminSubscriptionsService } from './admin-subscriptions/admin-subscriptions.service.js';
import { AdminSubscriptionsController } from './admin-subscriptions/admin-subscriptions.controller.js';
import { StripeChargesRepository } from './payments/stripe-charges.repository.js';
import { PaymentsRepository } from './payments/payments.repository.js';
import { PaymentSyncService } from './payments/payment-sync.service.js';
import { SubscriptionEndingService } from './payments/subscription-ending.service.js';
import { AccountPurgeRepository } from './account-purge/account-purge.repository.js';
import { AccountPurgeService } from './account-purge/account-purge.service.js';
import { AccountPurgeWorker } from './account-purge/account-purge.worker.js';

@Module({})
export class BillingModule {
  /** The HTTP routes, the services behind them and, with WORKERS=on, the queue workers. */
  static forRoot(config: BillingConfig, redis: Redis, logger: Logger): DynamicModule {
    const infrastructure = [
      { provide: BILLING_CONFIG, useValue: config },
      { provide: BILLING_REDIS, useValue: redis },
      { provide: BILLING_LOGGER, useValue: logger },
      {
        provide: BILLING_QUEUE_REDIS,
        useFactory: () => createRedis(redisTargetOf(config), 'billing-webhook-queue'),
      },
      {
        provide: STRIPE_CLIENT,
        useFactory: (metrics: AppMetrics) => createStripeClient(config, metrics),
        inject: [AppMetrics],
      },
      PrismaService,
    ];
    return {
      module: BillingModule,
      global: true,
      imports: [
        HealthModule.forRoot({
          inject: [PrismaService],
          useFactory: (prisma: PrismaService) => ({
            postgres: () => prisma.isUp(),
            redis: () => pingRedis(redis),
          }),
        }),
      ],
      controllers: [
        PlansController,
        SubscriptionStatusController,
        EntitlementController,
        CheckoutController,
        PortalController,
        WebhookController,
        RefundController,
        AdminSubscriptionsController,
      ],
      providers: [
        ...infrastructure,
        redisShutdown(BILLING_REDIS),
        StripeCheckoutRepository,
        StripeSubscriptionsRepository,
        StripePaymentsRepository,
        StripeWebhookVerifier,
        BillingAccountsRepository,
        SubscriptionsRepository,
        EntitlementBroadcastRepository,
        EntitlementService,
        SubscriptionSyncService,
        SubscriptionStatusService,
        PlansService,
        CustomerEmailService,
        PortalService,
        CheckoutService,
        CheckoutCompletionService,
        WebhookQueueRepository,
        WebhookService,
        DeadLettersRepository,
        DeadLettersService,
        ProcessedEventsRepository,
        StripeChargesRepository,
        PaymentsRepository,
        PaymentSyncService,
        SubscriptionEndingService,
        RefundService,
        AdminSubscriptionsService,
        AccountPurgeRepository,
        AccountPurgeService,
        ...workerProviders(config.WORKERS, [WebhookWorker, AccountPurgeWorker]),
      ],
      exports: infrastructure,
    };
  }
}

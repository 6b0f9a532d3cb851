import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, Pricing, type Plan } from '@stillframe/contracts';
import { AppException, type Logger } from '@stillframe/server-kit';
import { BILLING_CONFIG, planFeatures, type BillingConfig } from '../config/env.js';
import { BILLING_LOGGER } from '../tokens.js';
import { StripeCheckoutRepository, type PlanPrice } from '../stripe/stripe-checkout.repository.js';

/** After a failed read, Stripe is asked again this much later (at most) rather than on every request. */
const RETRY_AFTER_FAILURE_MS = 30_000;

interface CachedPlan {
  plan: Plan;
  /** Read from Stripe (now or earlier), so its id is a price Checkout accepts. */
  live: boolean;
  until: number;
}

/**
 * The Pro monthly plan as configured in Stripe, cached. When Stripe cannot be read, the last plan read
 * is kept; without one, the fallback (docs/decisions/0005-plans-and-price.md) (500 cents and the feature list) is shown so that the
 * subscribe screen still renders, but Checkout waits for Stripe.
 */
@Injectable()
export class PlansService {
  private cached: CachedPlan | null = null;
  private lastLive: Plan | null = null;
  private inFlight: Promise<CachedPlan> | null = null;

  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(BILLING_LOGGER) private readonly logger: Logger,
    private readonly stripe: StripeCheckoutRepository,
  ) {}

  async list(): Promise<Plan[]> {
    return [(await this.current()).plan];
  }

  /** The plan Checkout can sell; 503 while Stripe has never been read. */
  async sellable(): Promise<Plan> {
    const { plan, live } = await this.current();
    if (!live)
      throw new AppException(
        ErrorCode.billingUnavailable,
        'Payments are unavailable right now. Please try again in a few minutes.',
      );
    return plan;
  }

  /** A priceId a client may send: the plan's price id, or the configured lookup key or id (what the fallback shows). */
  async isKnown(priceId: string): Promise<boolean> {
    const { plan } = await this.current();
    return priceId === plan.id || priceId === this.fallbackId();
  }

  private async current(): Promise<CachedPlan> {
    if (this.cached && Date.now() < this.cached.until) return this.cached;
    // One read at a time: a burst of requests after expiry makes a single Stripe call.
    this.inFlight ??= this.refresh().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async refresh(): Promise<CachedPlan> {
    try {
      const price = await this.stripe.findPrice(
        this.config.STRIPE_PRICE_ID
          ? { id: this.config.STRIPE_PRICE_ID }
          : { lookupKey: this.config.STRIPE_PRICE_LOOKUP_KEY },
      );
      const plan = price ? this.toPlan(price) : null;
      if (plan) {
        this.lastLive = plan;
        this.cached = { plan, live: true, until: Date.now() + this.config.PLAN_CACHE_SECONDS * 1000 };
        return this.cached;
      }
      this.logger.error(
        {
          priceId: this.config.STRIPE_PRICE_ID,
          lookupKey: this.config.STRIPE_PRICE_LOOKUP_KEY,
          found: price,
        },
        'no monthly recurring price for the Pro plan in Stripe',
      );
    } catch (error) {
      this.logger.warn(
        { err: error instanceof Error ? error.message : error },
        'could not read the plan from Stripe',
      );
    }
    this.cached = {
      plan: this.lastLive ?? this.fallback(),
      live: this.lastLive !== null,
      until: Date.now() + Math.min(RETRY_AFTER_FAILURE_MS, this.config.PLAN_CACHE_SECONDS * 1000),
    };
    return this.cached;
  }

  /** Only a monthly recurring price can be the Pro monthly plan; anything else is a configuration mistake. */
  private toPlan(price: PlanPrice): Plan | null {
    if (price.interval !== 'month' || price.intervalCount !== 1) return null;
    return {
      id: price.id,
      name: price.productName ?? 'Pro',
      price: price.unitAmount,
      currency: price.currency,
      interval: 'month',
      features: planFeatures(this.config),
    };
  }

  private fallback(): Plan {
    return {
      id: this.fallbackId(),
      name: 'Pro',
      price: Pricing.fallbackPriceCents,
      currency: Pricing.currency,
      interval: 'month',
      features: planFeatures(this.config),
    };
  }

  private fallbackId(): string {
    return this.config.STRIPE_PRICE_ID ?? this.config.STRIPE_PRICE_LOOKUP_KEY;
  }
}

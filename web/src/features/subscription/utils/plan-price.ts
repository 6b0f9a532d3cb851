import { ProPlanFeatures, type Plan } from '@stillframe/contracts';
import { PriceDisplay } from '@/config/constants';
import { formatPrice } from '@/lib/format/numbers';

/** The first plan's price in cents / 100, falling back to 5.00 (docs/decisions/0005-plans-and-price.md). */
export const planPrice = (plans: Plan[] | undefined): string => {
  const plan = plans?.[0];
  return plan ? formatPrice(plan.price) : PriceDisplay.fallbackPrice;
};

export const planFeatures = (plans: Plan[] | undefined): readonly string[] => {
  const features = plans?.[0]?.features;
  return features && features.length > 0 ? features : ProPlanFeatures;
};

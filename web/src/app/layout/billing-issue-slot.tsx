import { lazy, Suspense } from 'react';
import { useSubscriptionStatus } from '@/lib/auth/subscription-status';

const BillingIssueBanner = lazy(() =>
  import('@/features/subscription/components/billing-issue-banner').then((m) => ({
    default: m.BillingIssueBanner,
  })),
);

/**
 * Where the payment banner goes, below the header. Its body (words, dates, the portal call) loads only
 * while a renewal is unpaid: the status is the one the header's plan badge asks for anyway.
 */
export function BillingIssueSlot({ userId }: { userId: string }) {
  const status = useSubscriptionStatus({ enabled: true });
  if (!status.data?.billingIssue) return null;
  return (
    <Suspense fallback={null}>
      <BillingIssueBanner userId={userId} />
    </Suspense>
  );
}

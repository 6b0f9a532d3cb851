import { Button, Card, Descriptions, Skeleton, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format/dates';
import { isSubscriptionActive } from '@/lib/auth/subscription-status';
import { redirectTo } from '@/lib/redirect';
import { useSubscriptionStatusOnReturn } from '@/lib/auth/use-status-on-return';
import { useToast } from '@/lib/toast';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { BillingIssueAlert } from './billing-issue-alert';

/** Plan, next billing date and the billing portal; only for non-admins. An unpaid renewal comes first. */
export function SubscriptionCard() {
  // The billing portal comes back here: a payment made there shows at once.
  const status = useSubscriptionStatusOnReturn({ enabled: true });
  const portal = useOpenBillingPortal();
  const navigate = useNavigate();
  const { toast } = useToast();
  const active = isSubscriptionActive(status.data);
  const endsAt = status.data?.subscriptionEndsAt;
  const issue = status.data?.billingIssue ?? null;

  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => redirectTo(url),
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to open billing portal. Please try again.',
          variant: 'destructive',
        }),
    });

  const plan = active ? (
    <Tag color="#237804">Pro</Tag>
  ) : issue ? (
    <Tag color="#a8071a">Paused</Tag>
  ) : (
    <Tag>Free (Expired)</Tag>
  );

  return (
    <Card title={<h2 className="sf-card-title">Subscription</h2>}>
      {status.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <>
          {issue ? (
            <BillingIssueAlert
              issue={issue}
              hasAccess={Boolean(status.data?.hasActiveSubscription)}
              portalBusy={portal.isPending}
              onUpdatePaymentMethod={openPortal}
            />
          ) : null}
          <Descriptions
            column={1}
            items={[
              { key: 'plan', label: 'Plan', children: plan },
              // While a renewal is unpaid, the alert says until when Pro stays on instead.
              ...(active && endsAt && !issue
                ? [
                    {
                      key: 'next',
                      label: status.data?.cancelAtPeriodEnd ? 'Access until' : 'Next billing date',
                      children: formatDay(endsAt),
                    },
                  ]
                : []),
            ]}
          />
        </>
      )}
      {/* The alert carries the way out of an unpaid renewal: one button, not two to the same portal. */}
      {issue ? null : (
        <div style={{ marginTop: 12 }}>
          {active ? (
            <Button loading={portal.isPending} onClick={openPortal}>
              Manage Billing
            </Button>
          ) : (
            <Button type="primary" onClick={() => navigate(paths.subscribe.getHref())}>
              Upgrade to Pro
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

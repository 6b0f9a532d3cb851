import { Button, Card, Descriptions, Skeleton, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format/dates';
import { isSubscriptionActive, useSubscriptionStatus } from '@/lib/auth/subscription-status';
import { useToast } from '@/lib/toast';
import { useOpenBillingPortal } from '../api/open-billing-portal';

/** Plan, next billing date and the billing portal; only for non-admins. */
export function SubscriptionCard() {
  const status = useSubscriptionStatus({ enabled: true });
  const portal = useOpenBillingPortal();
  const navigate = useNavigate();
  const { toast } = useToast();
  const active = isSubscriptionActive(status.data);
  const endsAt = status.data?.subscriptionEndsAt;

  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to open billing portal. Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <Card title={<h2 className="sf-card-title">Subscription</h2>}>
      {status.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Descriptions
          column={1}
          items={[
            {
              key: 'plan',
              label: 'Plan',
              children: active ? <Tag color="#237804">Pro</Tag> : <Tag>Free (Expired)</Tag>,
            },
            ...(active && endsAt
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
      )}
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
    </Card>
  );
}

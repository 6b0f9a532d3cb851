import { Alert, Button, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth/current-user';
import { isSubscriptionActive, useSubscriptionStatus } from '@/lib/auth/subscription-status';
import { usePlans } from '../api/get-plans';
import { useBillingRedirects } from '../hooks/use-billing-redirects';
import { planFeatures, planPrice } from '../utils/plan-price';
import { FeatureTiles } from './feature-tiles';
import { PlanCard } from './plan-card';

export function SubscribeScreen() {
  const { user, isLoading } = useUser();
  const navigate = useNavigate();
  const isMember = Boolean(user && !user.isAdmin);
  const status = useSubscriptionStatus({ enabled: isMember });
  const plans = usePlans();
  const billing = useBillingRedirects();
  const hasActive = isSubscriptionActive(status.data);

  const action = !user ? (
    <Button
      type="primary"
      size="large"
      block
      disabled={isLoading}
      onClick={() => navigate(paths.auth.getHref('register'))}
    >
      Create an Account to Subscribe
    </Button>
  ) : user.isAdmin ? (
    <Alert type="info" showIcon title="Administrators have full access without a subscription." />
  ) : hasActive ? (
    <Button type="primary" size="large" block loading={billing.isBusy} onClick={billing.openPortal}>
      Manage Billing
    </Button>
  ) : (
    <Button
      type="primary"
      size="large"
      block
      // Until the plan has loaded there is nothing to check out: a click would only say it failed.
      disabled={billing.isBusy || plans.isPending || (isMember && status.isPending)}
      onClick={() => billing.startCheckout(plans.data?.[0]?.id)}
    >
      {billing.isBusy ? 'Processing...' : 'Upgrade Now'}
    </Button>
  );

  return (
    <div className="sf-page">
      <div style={{ textAlign: 'center', marginBottom: 32 }}>
        <Typography.Title level={1}>Focused YouTube Experience</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
          Search, save and take notes without the noise. Stillframe Pro gives you the tools, and nothing that
          pulls you away.
        </Typography.Paragraph>
      </div>
      <FeatureTiles />
      <PlanCard
        name={plans.data?.[0]?.name ?? 'Stillframe Pro'}
        price={planPrice(plans.data)}
        features={planFeatures(plans.data)}
        action={action}
      />
    </div>
  );
}

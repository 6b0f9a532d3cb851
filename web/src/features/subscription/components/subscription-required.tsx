import { LockOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Pricing } from '@stillframe/contracts';
import { paths } from '@/config/paths';
import { useSubscriptionStatusOnReturn } from '@/lib/auth/use-status-on-return';
import { usePlans } from '../api/get-plans';
import { useBillingRedirects } from '../hooks/use-billing-redirects';
import { accessEndWords } from '../utils/access-end-words';
import { planPrice } from '../utils/plan-price';

/**
 * Shown on gated routes to signed-in non-admins without an active subscription; to someone who had Pro
 * it first says why it ended, and offers the way back. `keptData` is supplied by the app: what the user
 * can still take down without a plan (it belongs to the notes feature).
 */
export function SubscriptionRequired({ keptData }: { keptData?: ReactNode }) {
  const navigate = useNavigate();
  const plans = usePlans();
  // Paying in the billing portal turns Pro back on: coming back to this tab asks again.
  const status = useSubscriptionStatusOnReturn({ enabled: true });
  const billing = useBillingRedirects();
  const ended = accessEndWords(status.data);
  const offer = ended?.action ?? 'subscribe';
  return (
    <div className="sf-page sf-page-narrow">
      <Card style={{ textAlign: 'center', maxWidth: 560, margin: '32px auto' }}>
        <LockOutlined aria-hidden style={{ fontSize: 40, color: '#1d39c4' }} />
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          Subscription Required
        </Typography.Title>
        {ended ? (
          <Typography.Paragraph strong style={{ fontSize: 16 }}>
            {ended.why}
          </Typography.Paragraph>
        ) : null}
        {ended?.next ? <Typography.Paragraph>{ended.next}</Typography.Paragraph> : null}
        <Typography.Paragraph>
          Search, favourite channels and notes are part of Stillframe Pro.
        </Typography.Paragraph>
        {offer === 'subscribe' ? (
          <>
            <Typography.Paragraph strong style={{ fontSize: 18 }}>
              ${planPrice(plans.data)}/month
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary">
              {Pricing.moneyBackDays}-day money-back guarantee. Cancel anytime.
            </Typography.Paragraph>
          </>
        ) : null}
        <Flex gap={12} justify="center" wrap>
          {offer === 'update-payment' ? (
            <Button type="primary" loading={billing.isBusy} onClick={billing.openPortal}>
              Update payment method
            </Button>
          ) : null}
          {offer === 'subscribe' ? (
            <Button type="primary" onClick={() => navigate(paths.subscribe.getHref())}>
              Subscribe Now
            </Button>
          ) : null}
          <Button onClick={() => navigate(paths.settings.getHref())}>Account Settings</Button>
        </Flex>
        {keptData}
      </Card>
    </div>
  );
}

import { LockOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Pricing } from '@stillframe/contracts';
import { paths } from '@/config/paths';
import { usePlans } from '../api/get-plans';
import { planPrice } from '../utils/plan-price';

/**
 * Shown on gated routes to signed-in non-admins without an active subscription. `keptData` is supplied by
 * the app: what the user can still take down without a plan (it belongs to the notes feature).
 */
export function SubscriptionRequired({ keptData }: { keptData?: ReactNode }) {
  const navigate = useNavigate();
  const plans = usePlans();
  return (
    <div className="sf-page sf-page-narrow">
      <Card style={{ textAlign: 'center', maxWidth: 560, margin: '32px auto' }}>
        <LockOutlined aria-hidden style={{ fontSize: 40, color: '#1d39c4' }} />
        <Typography.Title level={1} style={{ fontSize: 26 }}>
          Subscription Required
        </Typography.Title>
        <Typography.Paragraph>
          Search, favourite channels and notes are part of Stillframe Pro.
        </Typography.Paragraph>
        <Typography.Paragraph strong style={{ fontSize: 18 }}>
          ${planPrice(plans.data)}/month
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          {Pricing.moneyBackDays}-day money-back guarantee. Cancel anytime.
        </Typography.Paragraph>
        <Flex gap={12} justify="center" wrap>
          <Button type="primary" onClick={() => navigate(paths.subscribe.getHref())}>
            Subscribe Now
          </Button>
          <Button onClick={() => navigate(paths.settings.getHref())}>Account Settings</Button>
        </Flex>
        {keptData}
      </Card>
    </div>
  );
}

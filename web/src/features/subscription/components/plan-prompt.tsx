import { LockOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePlans } from '../api/get-plans';
import { planPrice } from '../utils/plan-price';

/** In place of a Pro part of a screen, for a signed-in account without a subscription. */
export function PlanPrompt({ what }: { what: string }) {
  const navigate = useNavigate();
  const plans = usePlans();
  return (
    <Card data-testid="plan-prompt">
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        <LockOutlined aria-hidden /> Part of Stillframe Pro
      </Typography.Title>
      <Typography.Paragraph>{what}</Typography.Paragraph>
      <Button type="primary" onClick={() => navigate(paths.subscribe.getHref())}>
        Subscribe for ${planPrice(plans.data)}/month
      </Button>
    </Card>
  );
}

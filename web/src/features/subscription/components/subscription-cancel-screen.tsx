import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

export function SubscriptionCancelScreen() {
  const navigate = useNavigate();
  return (
    <div className="sf-page sf-page-narrow">
      <Result
        status="info"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>Subscription Cancelled</h1>}
        subTitle="Your checkout was cancelled and no payment was taken. Your free trial continues, and you can upgrade whenever you are ready."
        extra={[
          <Button key="home" type="primary" onClick={() => navigate(paths.home.getHref())}>
            Return Home
          </Button>,
          <Button key="plans" onClick={() => navigate(paths.subscribe.getHref())}>
            View Plans
          </Button>,
        ]}
      />
    </div>
  );
}

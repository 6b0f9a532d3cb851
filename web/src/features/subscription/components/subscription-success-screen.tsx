import { CheckCircleTwoTone } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { subscriptionStatusQueryKey } from '@/lib/auth/subscription-status';

/** Back from checkout: subscription status and the user are fetched again. */
export function SubscriptionSuccessScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey });
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  }, [queryClient]);

  return (
    <div className="sf-page sf-page-narrow">
      <Result
        icon={<CheckCircleTwoTone twoToneColor="#52c41a" aria-hidden />}
        title={<h1 style={{ fontSize: 24, margin: 0 }}>Welcome to Stillframe Pro!</h1>}
        subTitle="Your subscription is active. Search, favourites and notes are now yours to use."
        extra={[
          <Button key="home" type="primary" onClick={() => navigate(paths.home.getHref())}>Start Exploring</Button>,
          <Button key="account" onClick={() => navigate(paths.account.getHref())}>Account Settings</Button>,
        ]}
      />
    </div>
  );
}

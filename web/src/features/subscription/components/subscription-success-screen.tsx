import { CheckCircleTwoTone } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { getSubscriptionStatus, subscriptionStatusQueryKey } from '@/lib/auth/subscription-status';

/** Back from checkout: subscription status and the user are fetched again. */
export function SubscriptionSuccessScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id') ?? undefined;

  useEffect(() => {
    // Stripe's webhook may still be on its way: the session id lets billing confirm the payment now.
    void queryClient
      .fetchQuery({
        queryKey: subscriptionStatusQueryKey,
        queryFn: () => getSubscriptionStatus(sessionId),
        staleTime: 0,
      })
      .catch(() => queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey }));
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  }, [queryClient, sessionId]);

  return (
    <div className="sf-page sf-page-narrow">
      <Result
        icon={<CheckCircleTwoTone twoToneColor="#52c41a" aria-hidden />}
        title={<h1 style={{ fontSize: 24, margin: 0 }}>Welcome to Stillframe Pro!</h1>}
        subTitle="Your subscription is active. Search, favourites and notes are now yours to use."
        extra={[
          <Button key="home" type="primary" onClick={() => navigate(paths.home.getHref())}>
            Start Exploring
          </Button>,
          <Button key="account" onClick={() => navigate(paths.account.getHref())}>
            Account Settings
          </Button>,
        ]}
      />
    </div>
  );
}

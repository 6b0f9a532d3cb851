import { CheckCircleTwoTone } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import {
  getSubscriptionStatus,
  isSubscriptionActive,
  subscriptionStatusQueryKey,
} from '@/lib/auth/subscription-status';

/** Stripe's webhook can trail the redirect by a few seconds: after a checkout, ask again a few times. */
const CONFIRM_INTERVAL_MS = 3000;
const CONFIRM_ATTEMPTS = 10;

const heading = (text: string) => <h1 style={{ fontSize: 24, margin: 0 }}>{text}</h1>;

/**
 * Back from checkout: the welcome shows only once billing confirms an active subscription; until then
 * (or when the page is opened without paying) it says the payment is not confirmed.
 */
export function SubscriptionSuccessScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id') ?? undefined;

  const status = useQuery({
    queryKey: subscriptionStatusQueryKey,
    // The session id lets billing confirm the payment with Stripe before the webhook arrives.
    queryFn: () => getSubscriptionStatus(sessionId),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      sessionId && !isSubscriptionActive(query.state.data) && query.state.dataUpdateCount < CONFIRM_ATTEMPTS
        ? CONFIRM_INTERVAL_MS
        : false,
  });
  const active = isSubscriptionActive(status.data);

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  }, [queryClient, active]);

  const home = (
    <Button key="home" type="primary" onClick={() => navigate(paths.home.getHref())}>
      Start Exploring
    </Button>
  );

  if (status.isPending)
    return (
      <div className="sf-page sf-page-narrow">
        <Result
          icon={<Spin size="large" />}
          title={heading('Confirming your subscription…')}
          subTitle="Checking with our payment provider."
        />
      </div>
    );

  if (active)
    return (
      <div className="sf-page sf-page-narrow">
        <Result
          icon={<CheckCircleTwoTone twoToneColor="#52c41a" aria-hidden />}
          title={heading('Welcome to Stillframe Pro!')}
          subTitle="Your subscription is active. Search, favourites and notes are now yours to use."
          extra={[
            home,
            <Button key="account" onClick={() => navigate(paths.account.getHref())}>
              Account Settings
            </Button>,
          ]}
        />
      </div>
    );

  return (
    <div className="sf-page sf-page-narrow">
      <Result
        status={status.isError ? 'warning' : 'info'}
        title={heading(status.isError ? 'Unable to check your subscription' : 'Payment not confirmed yet')}
        subTitle={
          status.isError
            ? 'We could not reach billing to confirm your subscription. Please try again in a moment.'
            : sessionId
              ? 'Your payment is not confirmed yet. This page checks again on its own for a little while.'
              : 'We have no confirmed payment for your account. If you just paid, it can take a minute: check again, or see the plan.'
        }
        extra={[
          <Button
            key="retry"
            type="primary"
            loading={status.isFetching}
            onClick={() => void status.refetch()}
          >
            Check Again
          </Button>,
          <Button key="plans" onClick={() => navigate(paths.subscribe.getHref())}>
            View Plans
          </Button>,
        ]}
      />
    </div>
  );
}

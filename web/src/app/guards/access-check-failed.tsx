import { Button, Result } from 'antd';

/** The server could not say who is signed in, or whether they subscribe: nothing is decided, the user may retry. */
export function AccessCheckFailed({ of, retry }: { of: 'sign-in' | 'subscription'; retry: () => void }) {
  return (
    <Result
      status="warning"
      title={of === 'sign-in' ? 'We could not check your sign-in' : 'We could not check your subscription'}
      subTitle="Please try again in a moment."
      extra={<Button onClick={retry}>Try again</Button>}
    />
  );
}

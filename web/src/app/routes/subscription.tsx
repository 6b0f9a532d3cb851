import { SubscribeScreen } from '@/features/subscription/components/subscribe-screen';
import { SubscriptionCancelScreen } from '@/features/subscription/components/subscription-cancel-screen';
import { SubscriptionSuccessScreen } from '@/features/subscription/components/subscription-success-screen';
import { RequireAuth } from '../guards/require-auth';

export const SubscribeRoute = () => (
  <RequireAuth>
    <SubscribeScreen />
  </RequireAuth>
);

export const SubscriptionSuccessRoute = () => (
  <RequireAuth>
    <SubscriptionSuccessScreen />
  </RequireAuth>
);

export const SubscriptionCancelRoute = () => (
  <RequireAuth>
    <SubscriptionCancelScreen />
  </RequireAuth>
);

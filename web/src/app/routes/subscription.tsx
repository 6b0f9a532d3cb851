import { SubscribeScreen } from '@/features/subscription/components/subscribe-screen';
import { SubscriptionCancelScreen } from '@/features/subscription/components/subscription-cancel-screen';
import { SubscriptionSuccessScreen } from '@/features/subscription/components/subscription-success-screen';
import { RequireAuth } from '../guards/require-auth';

// Visitors may see the plan and its price; checkout itself needs an account.
export const SubscribeRoute = () => <SubscribeScreen />;

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

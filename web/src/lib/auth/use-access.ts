import { isSubscriptionActive, useSubscriptionStatus } from './subscription-status';
import { useUser } from './current-user';

export type AccessState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'no-subscription' }
  | { status: 'unknown'; of: 'sign-in' | 'subscription'; retry: () => void }
  | { status: 'granted'; reason: 'admin' | 'subscription' };

/** What the signed-in person may use: anonymous, signed in without a subscription, or full access (admins always). */
export function useAccess(): AccessState {
  const { user, isLoading, isUnknown, retry } = useUser();
  const isMember = Boolean(user && !user.isAdmin);
  const status = useSubscriptionStatus({ enabled: isMember });

  if (isLoading) return { status: 'loading' };
  if (!user)
    return isUnknown
      ? { status: 'unknown', of: 'sign-in', retry: () => void retry() }
      : { status: 'anonymous' };
  if (user.isAdmin) return { status: 'granted', reason: 'admin' };
  if (status.isPending) return { status: 'loading' };
  if (status.isError) return { status: 'unknown', of: 'subscription', retry: () => void status.refetch() };
  return isSubscriptionActive(status.data)
    ? { status: 'granted', reason: 'subscription' }
    : { status: 'no-subscription' };
}

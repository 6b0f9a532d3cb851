import { Tag } from 'antd';
import type { AdminSubscription } from '@stillframe/contracts';

const LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  canceled: 'Cancelled',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

/** The subscription column: what billing says of the user's latest subscription. */
export function SubscriptionTag({
  subscription,
  isAdmin,
  known,
}: {
  subscription: AdminSubscription | undefined;
  isAdmin: boolean;
  /** False while billing's list is loading or failed: then nothing is claimed. */
  known: boolean;
}) {
  if (!known) return <span>Unknown</span>;
  if (!subscription) return <span>{isAdmin ? 'Not needed' : 'None'}</span>;
  const label = LABELS[subscription.status] ?? subscription.status;
  if (subscription.status === 'active' && subscription.cancelAtPeriodEnd)
    return <Tag color="#874d00">Active, ends at period end</Tag>;
  return subscription.status === 'active' ? <Tag color="#237804">{label}</Tag> : <Tag>{label}</Tag>;
}

import { Tag } from 'antd';
import type { AdminSubscription } from '@stillframe/contracts';
import { formatDay } from '@/lib/format/dates';

type BillingState = AdminSubscription['billingState'];

/**
 * Each state's words and colour. A colour is drawn as antd's filled Tag draws any colour: as text on its
 * own 95%-light tint, the same in both themes, so each is dark enough to read on its tint (4.5:1 and more).
 * Cancelled and incomplete keep the theme's plain tag: nothing to act on.
 */
const STATES: Record<BillingState, { label: string; color?: string }> = {
  active: { label: 'Active', color: '#237804' },
  trialing: { label: 'Trial', color: '#10239e' },
  past_due: { label: 'Past due', color: '#874d00' },
  unpaid: { label: 'Unpaid', color: '#a8071a' },
  disputed: { label: 'Disputed', color: '#9e1068' },
  refunded: { label: 'Refunded', color: '#391085' },
  canceled: { label: 'Cancelled' },
  incomplete: { label: 'Incomplete' },
};

/** The subscription column: the billing state of the user's latest subscription, in the admin's words. */
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
  const { billingState, accessUntil } = subscription;
  if (billingState === 'active' && subscription.cancelAtPeriodEnd)
    return <Tag color="#874d00">Active, ends at period end</Tag>;
  const { label, color } = STATES[billingState] ?? { label: billingState };
  const text =
    billingState === 'past_due' && accessUntil ? `${label} until ${formatDay(accessUntil)}` : label;
  return <Tag color={color}>{text}</Tag>;
}

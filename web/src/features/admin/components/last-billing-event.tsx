import { Typography } from 'antd';
import type { AdminSubscription } from '@stillframe/contracts';
import { formatNoteDate, formatRelative } from '@/lib/format/dates';

/**
 * The last Stripe event billing applied for the user, by its Stripe name (what the admin finds in
 * Stripe's dashboard), and how long ago; the exact time on hover (title), and read out after it.
 */
export function LastBillingEvent({ subscription }: { subscription: AdminSubscription | undefined }) {
  const type = subscription?.lastEventType;
  const at = subscription?.lastEventAt;
  if (!type) return <Typography.Text type="secondary">No events</Typography.Text>;
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
      <Typography.Text code style={{ marginInline: 0 }}>
        {type}
      </Typography.Text>
      {at ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <time dateTime={at} title={formatNoteDate(at)}>
            {formatRelative(at)}
          </time>
          <span className="sf-visually-hidden">, {formatNoteDate(at)}</span>
        </Typography.Text>
      ) : null}
    </span>
  );
}

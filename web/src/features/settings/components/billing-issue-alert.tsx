import { Alert, Button, Flex } from 'antd';
import type { BillingIssue } from '@stillframe/contracts';
import { billingIssueWords } from '@/lib/billing/billing-issue-words';

interface BillingIssueAlertProps {
  issue: BillingIssue;
  /** Pro is still on (the grace period); after it, Pro is paused. */
  hasAccess: boolean;
  portalBusy: boolean;
  onUpdatePaymentMethod: () => void;
}

/**
 * The subscription card's word on an unpaid renewal: the banner's message and ways out (the banner is
 * lib/billing's words drawn in the shell), here for good: it cannot be dismissed.
 */
export function BillingIssueAlert({
  issue,
  hasAccess,
  portalBusy,
  onUpdatePaymentMethod,
}: BillingIssueAlertProps) {
  const words = billingIssueWords(issue, hasAccess);
  return (
    <Alert
      // Part of the card, read in its place: no announcement when Settings opens.
      role="status"
      type={words.paused ? 'error' : 'warning'}
      showIcon
      title={words.message}
      description={
        <Flex vertical gap={12} align="flex-start">
          {words.retry}
          <Flex gap={8} wrap>
            {words.confirmUrl ? (
              <Button type="primary" href={words.confirmUrl}>
                Confirm payment
              </Button>
            ) : null}
            <Button
              type={words.confirmUrl ? 'default' : 'primary'}
              loading={portalBusy}
              onClick={onUpdatePaymentMethod}
            >
              Update payment method
            </Button>
          </Flex>
        </Flex>
      }
      style={{ marginBottom: 12 }}
    />
  );
}

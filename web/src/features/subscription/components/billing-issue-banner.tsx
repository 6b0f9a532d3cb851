import { useState } from 'react';
import { outlined } from '@/components/ui/shell-icons';
import { useSubscriptionStatusOnReturn } from '@/lib/auth/use-status-on-return';
import { billingIssueWords } from '@/lib/billing/billing-issue-words';
import { useBillingRedirects } from '../hooks/use-billing-redirects';
import { issueIdentity, readDismissedIssue, storeDismissedIssue } from '../utils/billing-issue-dismissal';
import './billing-issue-banner.css';

// antd's CloseOutlined (path data from @ant-design/icons-svg, MIT), drawn without antd's icon runtime.
const CloseIcon = outlined(
  'M799.86 166.31c.02 0 .04.02.08.06l57.69 57.7c.04.03.05.05.06.08a.12.12 0 010 .06c0 .03-.02.05-.06.09L569.93 512l287.7 287.7c.04.04.05.06.06.09a.12.12 0 010 .07c0 .02-.02.04-.06.08l-57.7 57.69c-.03.04-.05.05-.07.06a.12.12 0 01-.07 0c-.03 0-.05-.02-.09-.06L512 569.93l-287.7 287.7c-.04.04-.06.05-.09.06a.12.12 0 01-.07 0c-.02 0-.04-.02-.08-.06l-57.69-57.7c-.04-.03-.05-.05-.06-.07a.12.12 0 010-.07c0-.03.02-.05.06-.09L454.07 512l-287.7-287.7c-.04-.04-.05-.06-.06-.09a.12.12 0 010-.07c0-.02.02-.04.06-.08l57.7-57.69c.03-.04.05-.05.07-.06a.12.12 0 01.07 0c.03 0 .05.02.09.06L512 454.07l287.7-287.7c.04-.04.06-.05.09-.06a.12.12 0 01.07 0z',
);

/**
 * Below the header of every signed-in screen while a renewal is unpaid: what happened, until when Pro
 * stays on, and the way out (a new card in the billing portal, or the bank's confirmation on the
 * invoice's page, both in this tab). Plain elements and CSS, like the shell it sits in: no antd on the
 * plain screens. A labelled region rather than an alert, so it is not announced again on every screen;
 * closing it hides this issue for the rest of the tab's session.
 */
export function BillingIssueBanner({ userId }: { userId: string }) {
  const status = useSubscriptionStatusOnReturn({ enabled: true });
  const { openPortal, isBusy } = useBillingRedirects();
  const [dismissed, setDismissed] = useState(() => readDismissedIssue(userId));
  const issue = status.data?.billingIssue;
  if (!status.data || !issue) return null;
  const words = billingIssueWords(issue, status.data.hasActiveSubscription);
  const identity = issueIdentity(issue, words.paused);
  if (dismissed === identity) return null;

  const dismiss = () => {
    storeDismissedIssue(userId, identity);
    setDismissed(identity);
    // The close button is gone with the banner: focus goes on to the screen (the layout's <main>).
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <section
      className={`sf-billing-banner${words.paused ? ' sf-billing-banner-paused' : ''}`}
      aria-label="Payment issue"
    >
      <div className="sf-billing-banner-bar">
        <div className="sf-billing-banner-body">
          <p className="sf-billing-banner-text">
            {words.message}
            {words.retry ? ` ${words.retry}` : null}
          </p>
          <div className="sf-billing-banner-actions">
            {words.confirmUrl ? (
              <a className="sf-button sf-button-primary" href={words.confirmUrl}>
                Confirm payment
              </a>
            ) : null}
            <button
              type="button"
              className={words.confirmUrl ? 'sf-button' : 'sf-button sf-button-primary'}
              disabled={isBusy}
              aria-busy={isBusy || undefined}
              onClick={openPortal}
            >
              Update payment method
            </button>
          </div>
        </div>
        <button
          type="button"
          className="sf-icon-button sf-billing-banner-close"
          aria-label="Dismiss payment notice"
          onClick={dismiss}
        >
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}

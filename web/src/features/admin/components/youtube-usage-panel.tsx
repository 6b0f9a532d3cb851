import { Alert, Skeleton, Typography } from 'antd';
import { useYouTubeUsage } from '../api/get-youtube-usage';
import { useUsers } from '../api/get-users';
import { resetText } from '../utils/usage-times';
import { UsageBucketCard } from './usage-bucket-card';

/** Today's YouTube quota for administrators (loaded with its own chunk when its tab is opened). */
export function YouTubeUsagePanel() {
  const usage = useYouTubeUsage();
  // The same list the users table shows: the emails of the top accounts are joined from it.
  const users = useUsers();
  const now = new Date(usage.dataUpdatedAt || Date.now());

  if (usage.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (usage.isError) return <Alert type="error" showIcon title="Failed to load the YouTube quota usage" />;

  const { data } = usage;
  const calls = Object.entries(data.calls)
    .map(([method, count]) => `${method} ${count.toLocaleString('en-US')}`)
    .join(' · ');
  return (
    <section aria-label="YouTube quota today">
      {!data.counted ? (
        <Alert
          type="warning"
          showIcon
          title="The quota ledger cannot be read right now"
          description="These figures are not today's. No uncached YouTube call is made until the ledger is back; cached answers are still served."
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Typography.Paragraph>
        Quota day {data.day}. Resets at {resetText(data.resetsAt, now)}.
      </Typography.Paragraph>
      {calls ? <Typography.Paragraph type="secondary">Calls today: {calls}</Typography.Paragraph> : null}
      {users.isError ? (
        <Alert
          type="warning"
          showIcon
          title="The user list is unavailable: accounts are shown by id."
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {data.buckets.map((bucket) => (
        <UsageBucketCard key={bucket.bucket} bucket={bucket} users={users.data} now={now} />
      ))}
    </section>
  );
}

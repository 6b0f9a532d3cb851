import { Card, Col, Progress, Row, Statistic, Tag, Typography } from 'antd';
import type { AdminUser, YouTubeUsageBucket } from '@stillframe/contracts';
import { formatUnits, withEmails } from '../utils/usage-accounts';
import { runsOutText } from '../utils/usage-times';
import { UsageAccountsTable } from './usage-accounts-table';

const BUCKET_NAMES: Record<string, string> = {
  shared: 'Everything but search',
  search: 'Search',
};
export const bucketName = (bucket: string): string => BUCKET_NAMES[bucket] ?? bucket;

const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.round((part / whole) * 1000) / 10) : 0;

interface UsageBucketCardProps {
  bucket: YouTubeUsageBucket;
  users: AdminUser[] | undefined;
  now: Date;
}

/** One quota bucket today: spent against the limit, the rate, the anonymous share and the top accounts. */
export function UsageBucketCard({ bucket, users, now }: UsageBucketCardProps) {
  const name = bucketName(bucket.bucket);
  const spent = percentOf(bucket.units, bucket.limit);
  return (
    <Card
      size="small"
      title={<h3 className="sf-card-title">{name}</h3>}
      extra={bucket.exhausted ? <Tag color="#a8071a">Spent</Tag> : null}
      style={{ marginBottom: 16 }}
    >
      <Progress
        percent={spent}
        status={bucket.exhausted ? 'exception' : 'normal'}
        aria-label={`${name}: ${spent}% of the day's limit spent`}
      />
      <Row gutter={[16, 16]} style={{ margin: '12px 0' }}>
        <Col xs={12} md={6}>
          <Statistic
            title="Units today"
            value={formatUnits(bucket.units)}
            suffix={`/ ${formatUnits(bucket.limit)}`}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Calls today" value={formatUnits(bucket.calls)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Last hour" value={formatUnits(bucket.unitsLastHour)} suffix="units/h" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title="Visitors without an account"
            value={formatUnits(bucket.anonymous.units)}
            suffix={`/ ${formatUnits(bucket.anonymous.share)}`}
          />
        </Col>
      </Row>
      <Typography.Paragraph>{runsOutText(bucket, now)}.</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Each account may spend {formatUnits(bucket.budgets.pro)} units a day with Pro,{' '}
        {formatUnits(bucket.budgets.free)} without; administrators are exempt.
      </Typography.Paragraph>
      <Typography.Title level={4} style={{ fontSize: 15 }}>
        Accounts that spent most
      </Typography.Title>
      <UsageAccountsTable
        title={`${name}: accounts that spent most`}
        rows={withEmails(bucket.topAccounts, users)}
      />
    </Card>
  );
}

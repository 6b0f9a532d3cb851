import { Table, Tag } from 'antd';
import { formatUnits, type UsageAccountRow } from '../utils/usage-accounts';

const PLAN_TAGS = {
  pro: <Tag color="#0958d9">Pro</Tag>,
  free: <Tag>Free</Tag>,
  admin: <Tag color="#874d00">Admin</Tag>,
} as const;

/** The ten accounts that spent most of a bucket today, with what their plan allows. */
export function UsageAccountsTable({ title, rows }: { title: string; rows: UsageAccountRow[] }) {
  return (
    <Table<UsageAccountRow>
      rowKey="userId"
      size="small"
      pagination={false}
      dataSource={rows}
      aria-label={title}
      scroll={{ x: 480 }}
      locale={{ emptyText: 'No account has spent any of it today' }}
      columns={[
        {
          title: 'Email',
          key: 'email',
          render: (_, row) =>
            row.email ?? <span className="sf-secondary">Account {row.userId.slice(0, 8)}…</span>,
        },
        { title: 'Plan', key: 'plan', render: (_, row) => PLAN_TAGS[row.plan] },
        {
          title: 'Units',
          key: 'units',
          align: 'right',
          render: (_, row) =>
            row.budget === null
              ? `${formatUnits(row.units)} (exempt)`
              : `${formatUnits(row.units)} of ${formatUnits(row.budget)}`,
        },
      ]}
    />
  );
}

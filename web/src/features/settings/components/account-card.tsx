import { Card, Descriptions, Tag } from 'antd';
import type { User } from '@stillframe/contracts';
import { formatDay } from '@/lib/format/dates';

export function AccountCard({ user }: { user: User }) {
  return (
    <Card title={<h2 className="sf-card-title">Account</h2>}>
      <Descriptions
        column={1}
        items={[
          { key: 'email', label: 'Email', children: user.email },
          {
            key: 'type',
            label: 'Account type',
            children: (
              <Tag color={user.isAdmin ? '#874d00' : undefined}>
                {user.isAdmin ? 'Administrator' : 'User'}
              </Tag>
            ),
          },
          { key: 'since', label: 'Member since', children: formatDay(user.createdAt) },
        ]}
      />
    </Card>
  );
}

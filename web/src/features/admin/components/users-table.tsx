import { Button, Flex, Table, Tag } from 'antd';
import type { AdminSubscription, AdminUser } from '@stillframe/contracts';
import { formatDay } from '@/lib/format/dates';
import { LastBillingEvent } from './last-billing-event';
import { SubscriptionTag } from './subscription-tag';

interface UsersTableProps {
  users: AdminUser[];
  /** Each user's latest subscription by user id; undefined while billing's list is unknown. */
  subscriptions: Map<string, AdminSubscription> | undefined;
  currentUserId: string;
  loading: boolean;
  busyId: string | undefined;
  onPromote: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  onRefund: (user: AdminUser) => void;
}

export function UsersTable({
  users,
  subscriptions,
  currentUserId,
  loading,
  busyId,
  onPromote,
  onDelete,
  onRefund,
}: UsersTableProps) {
  return (
    <Table<AdminUser>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={users}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 900 }}
      locale={{ emptyText: 'No users found' }}
      columns={[
        { title: 'Email', dataIndex: 'email', key: 'email' },
        {
          title: 'Role',
          key: 'role',
          render: (_, user) => (user.isAdmin ? <Tag color="#874d00">Admin</Tag> : <Tag>User</Tag>),
        },
        {
          title: 'Subscription',
          key: 'subscription',
          render: (_, user) => (
            <SubscriptionTag
              subscription={subscriptions?.get(user.id)}
              isAdmin={user.isAdmin}
              known={subscriptions !== undefined}
            />
          ),
        },
        {
          title: 'Last billing event',
          key: 'lastEvent',
          render: (_, user) =>
            subscriptions ? (
              <LastBillingEvent subscription={subscriptions.get(user.id)} />
            ) : (
              <span>Unknown</span>
            ),
        },
        { title: 'Created', key: 'created', render: (_, user) => formatDay(user.createdAt) },
        {
          title: 'Actions',
          key: 'actions',
          render: (_, user) => (
            <Flex gap={8} wrap>
              {!user.isAdmin ? (
                <Button
                  size="small"
                  loading={busyId === user.id}
                  onClick={() => onPromote(user)}
                  aria-label={`Promote ${user.email} to admin`}
                >
                  Make Admin
                </Button>
              ) : null}
              {subscriptions?.get(user.id)?.refundable ? (
                <Button
                  size="small"
                  onClick={() => onRefund(user)}
                  aria-label={`Refund and cancel the subscription of ${user.email}`}
                >
                  Refund
                </Button>
              ) : null}
              {user.id !== currentUserId ? (
                <Button
                  size="small"
                  danger
                  onClick={() => onDelete(user)}
                  aria-label={`Delete ${user.email}`}
                >
                  Delete
                </Button>
              ) : null}
            </Flex>
          ),
        },
      ]}
    />
  );
}

import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { AdminUser } from '@stillframe/contracts';
import { getServerMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth/current-user';
import { useToast } from '@/lib/toast';
import { useDeleteUser } from '../api/delete-user';
import { useAdminSubscriptions } from '../api/get-subscriptions';
import { youtubeUsageQueryKey } from '../api/get-youtube-usage';
import { useUsers } from '../api/get-users';
import { usePromoteUser } from '../api/promote-user';
import { useRefundSubscription } from '../api/refund-subscription';
import { formatPrice } from '@/lib/format/numbers';
import { userStats } from '../utils/user-stats';
import { AdminStats } from './admin-stats';
import { UsersTable } from './users-table';

// Its own chunk, fetched when the tab is first opened: the settings screen does not carry it.
const YouTubeUsagePanel = lazy(() =>
  import('./youtube-usage-panel').then((module) => ({ default: module.YouTubeUsagePanel })),
);

export function AdminTools() {
  const { user } = useUser();
  const users = useUsers();
  const subscriptions = useAdminSubscriptions();
  const subscriptionsByUser = useMemo(
    () => (subscriptions.data ? new Map(subscriptions.data.map((row) => [row.userId, row])) : undefined),
    [subscriptions.data],
  );
  const promote = usePromoteUser();
  const remove = useDeleteUser();
  const refund = useRefundSubscription();
  const [tab, setTab] = useState<'users' | 'youtube'>('users');
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const { toast } = useToast();

  const confirmPromote = (target: AdminUser) =>
    modal.confirm({
      title: 'Promote to administrator?',
      content: `${target.email} will get full access, including these tools.`,
      okText: 'Promote',
      onOk: () =>
        promote.mutateAsync(target.id).then(
          () => toast({ title: 'User promoted to admin successfully', variant: 'success' }),
          (error: unknown) =>
            toast({
              title: 'Error',
              description: getServerMessage(error, 'Failed to promote user'),
              variant: 'destructive',
            }),
        ),
    });

  const confirmDelete = (target: AdminUser) =>
    modal.confirm({
      title: 'Delete this user?',
      content: `${target.email} and all of their data will be deleted. This cannot be undone.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(target.id).then(
          () => toast({ title: 'User deleted successfully', variant: 'success' }),
          (error: unknown) =>
            toast({
              title: 'Error',
              description: getServerMessage(error, 'Failed to delete user'),
              variant: 'destructive',
            }),
        ),
    });

  const confirmRefund = (target: AdminUser) =>
    modal.confirm({
      title: 'Refund and cancel?',
      content: `The 30-day money-back guarantee: ${target.email}'s last payment is refunded and the subscription ends now.`,
      okText: 'Refund',
      okButtonProps: { danger: true },
      onOk: () =>
        refund.mutateAsync(target.id).then(
          (result) =>
            toast({
              title: 'Subscription refunded',
              description: `Refunded $${formatPrice(result.amountCents)}; the subscription is cancelled.`,
              variant: 'success',
            }),
          (error: unknown) =>
            toast({
              title: 'Error',
              description: getServerMessage(error, 'Failed to refund subscription'),
              variant: 'destructive',
            }),
        ),
    });

  return (
    <Card
      title={<h2 className="sf-card-title">Administrator Tools</h2>}
      extra={
        <Button
          icon={<ReloadOutlined aria-hidden />}
          loading={users.isFetching || subscriptions.isFetching}
          onClick={() => {
            void users.refetch();
            void subscriptions.refetch();
            if (tab === 'youtube') void queryClient.invalidateQueries({ queryKey: youtubeUsageQueryKey });
          }}
        >
          Refresh
        </Button>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'users' | 'youtube')}
        items={[
          {
            key: 'users',
            label: 'Users',
            children: users.isError ? (
              // Without the list there is nothing to count or show: only the error, never 'No users found'.
              <Alert type="error" showIcon title="Failed to load user statistics" />
            ) : (
              <>
                <AdminStats {...userStats(users.data ?? [])} />
                {subscriptions.isError ? (
                  <Alert
                    type="warning"
                    showIcon
                    title="Subscription status is unavailable; refunds are hidden until it loads."
                    style={{ marginBottom: 16 }}
                  />
                ) : null}
                <UsersTable
                  users={users.data ?? []}
                  subscriptions={subscriptionsByUser}
                  currentUserId={user?.id ?? ''}
                  loading={users.isPending}
                  busyId={promote.isPending ? promote.variables : undefined}
                  onPromote={confirmPromote}
                  onDelete={confirmDelete}
                  onRefund={confirmRefund}
                />
              </>
            ),
          },
          {
            key: 'youtube',
            label: 'YouTube quota',
            children: (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                <YouTubeUsagePanel />
              </Suspense>
            ),
          },
        ]}
      />
    </Card>
  );
}

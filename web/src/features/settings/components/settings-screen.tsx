import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useUser } from '@/lib/auth/current-user';
import { AccountCard } from './account-card';
import { ChangePasswordCard } from './change-password-card';
import { CommunityCard } from './community-card';
import { DangerZoneCard } from './danger-zone-card';
import { ExportDataCard } from './export-data-card';
import { PreferencesCard } from './preferences-card';
import { SubscriptionCard } from './subscription-card';

/** Account Settings. `adminTools` is supplied by the app (it belongs to the admin feature). */
export function SettingsScreen({ adminTools }: { adminTools?: ReactNode }) {
  const { user } = useUser();
  if (!user) return <PageSpinner />;
  return (
    <div className="sf-page sf-page-narrow">
      <Typography.Title level={1}>Account Settings</Typography.Title>
      <Flex vertical gap={20}>
        <AccountCard user={user} />
        {user.isAdmin ? adminTools : <SubscriptionCard />}
        <PreferencesCard user={user} />
        <CommunityCard />
        <ChangePasswordCard />
        <ExportDataCard />
        {user.isAdmin ? null : <DangerZoneCard />}
      </Flex>
    </div>
  );
}

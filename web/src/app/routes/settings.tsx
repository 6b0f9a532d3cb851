import { AdminTools } from '@/features/admin/components/admin-tools';
import { SettingsScreen } from '@/features/settings/components/settings-screen';
import { RequireAuth } from '../guards/require-auth';

export function SettingsRoute() {
  return (
    <RequireAuth>
      <SettingsScreen adminTools={<AdminTools />} />
    </RequireAuth>
  );
}

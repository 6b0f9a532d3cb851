import { useNavigate } from 'react-router-dom';
import type { User } from '@stillframe/contracts';
import { LogoutIcon, SettingIcon, UserIcon } from '@/components/ui/icons';
import { LockIcon } from '@/components/ui/lock-icons';
import { MenuButton } from '@/components/ui/menu-button';
import { useLogout } from '@/features/auth/api/logout';
import { useNoteKey } from '@/lib/encryption/note-key-context';
import { paths } from '../paths';
import './user-menu.css';

export function UserMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const { noteKey, lock } = useNoteKey();
  return (
    <MenuButton
      items={[
        { key: 'email', type: 'note', label: user.email, icon: <UserIcon /> },
        { key: 'divider', type: 'divider' },
        // Shift+L does the same anywhere (lib/encryption/lock-shortcut.ts).
        ...(noteKey ? [{ key: 'lock', label: 'Lock encrypted notes', icon: <LockIcon /> }] : []),
        { key: 'settings', label: 'Account Settings', icon: <SettingIcon /> },
        { key: 'logout', label: 'Log out', icon: <LogoutIcon />, disabled: logout.isPending },
      ]}
      onSelect={(key) => {
        if (key === 'lock') lock();
        if (key === 'settings') void navigate(paths.settings.getHref());
        if (key === 'logout') logout.mutate();
      }}
      renderTrigger={(props) => (
        <button
          {...props}
          type="button"
          className="sf-icon-button sf-icon-button-outlined"
          aria-label={`Account menu for ${user.email}`}
        >
          <UserIcon />
        </button>
      )}
    />
  );
}

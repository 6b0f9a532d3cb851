import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { User } from '@stillframe/contracts';
import { MenuButton } from '@/components/ui/menu-button';
import { useLogout } from '@/features/auth/api/logout';
import { paths } from '../paths';

export function UserMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <MenuButton
      items={[
        { key: 'email', type: 'note', label: user.email, icon: <UserOutlined aria-hidden /> },
        { key: 'divider', type: 'divider' },
        { key: 'settings', label: 'Account Settings', icon: <SettingOutlined aria-hidden /> },
        {
          key: 'logout',
          label: 'Log out',
          icon: <LogoutOutlined aria-hidden />,
          disabled: logout.isPending,
        },
      ]}
      onSelect={(key) => {
        if (key === 'settings') void navigate(paths.settings.getHref());
        if (key === 'logout') logout.mutate();
      }}
      renderTrigger={(props) => (
        <Button
          {...props}
          shape="circle"
          icon={<UserOutlined aria-hidden />}
          aria-label={`Account menu for ${user.email}`}
        />
      )}
    />
  );
}

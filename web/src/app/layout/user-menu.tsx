import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { User } from '@stillframe/contracts';
import { useLogout } from '@/features/auth/api/logout';
import { paths } from '../paths';

export function UserMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'email', label: user.email, disabled: true, icon: <UserOutlined aria-hidden /> },
          { type: 'divider' },
          { key: 'settings', label: 'Account Settings', icon: <SettingOutlined aria-hidden /> },
          {
            key: 'logout',
            label: 'Log out',
            icon: <LogoutOutlined aria-hidden />,
            disabled: logout.isPending,
          },
        ],
        onClick: ({ key }) => {
          if (key === 'settings') void navigate(paths.settings.getHref());
          if (key === 'logout') logout.mutate();
        },
      }}
    >
      <Button
        shape="circle"
        icon={<UserOutlined aria-hidden />}
        aria-label={`Account menu for ${user.email}`}
      />
    </Dropdown>
  );
}

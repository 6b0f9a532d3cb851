import { EditOutlined, HeartOutlined, SearchOutlined } from '@ant-design/icons';
import { Grid } from 'antd';
import { NavLink } from 'react-router-dom';
import { paths } from '../paths';

const links = [
  { to: paths.search.getHref(), label: 'Search', icon: SearchOutlined },
  { to: paths.favorites.getHref(), label: 'Favorites', icon: HeartOutlined },
  { to: paths.notes.getHref(), label: 'Notes', icon: EditOutlined },
];

export function HeaderNav() {
  const screens = Grid.useBreakpoint();
  const compact = !screens.md;
  return (
    <nav aria-label="Main" className="sf-header-nav">
      {links.map(({ to, label, icon: Icon }) => (
        <NavLink key={to} to={to} className="sf-nav-link" aria-label={compact ? label : undefined}>
          <Icon aria-hidden />
          {compact ? null : label}
        </NavLink>
      ))}
    </nav>
  );
}

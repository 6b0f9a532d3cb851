import { NavLink } from 'react-router-dom';
import { EditIcon, HeartIcon, PlaylistIcon, SearchIcon } from '@/components/ui/icons';
import { useMediaQuery } from '@/lib/use-media-query';
import { paths } from '../paths';
import './header-nav.css';

const links = [
  { to: paths.search.getHref(), label: 'Search', icon: SearchIcon },
  { to: paths.favorites.getHref(), label: 'Favorites', icon: HeartIcon },
  { to: paths.notes.getHref(), label: 'Notes', icon: EditIcon },
  { to: paths.playlists.getHref(), label: 'Playlists', icon: PlaylistIcon },
];

/** Below 768 px (antd's `md`) the links show their icons only and keep their names as labels. */
export function HeaderNav() {
  const compact = useMediaQuery('(max-width: 767.98px)');
  return (
    <nav aria-label="Main" className="sf-header-nav">
      {links.map(({ to, label, icon: Icon }) => (
        <NavLink key={to} to={to} className="sf-nav-link" aria-label={compact ? label : undefined}>
          <Icon />
          {compact ? null : label}
        </NavLink>
      ))}
    </nav>
  );
}

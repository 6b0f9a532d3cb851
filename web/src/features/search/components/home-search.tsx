import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SearchForm } from './search-form';

/** The search box of the signed-in home: a search opens the search screen with the user's own defaults. */
export function HomeSearch() {
  const navigate = useNavigate();
  return (
    <SearchForm
      initialQuery=""
      onSearch={(query) => navigate(`${paths.search.getHref()}?${new URLSearchParams({ q: query })}`)}
    />
  );
}

import { SearchScreen } from '@/features/search/components/search-screen';
import { GatedRoute } from '../guards/gated-route';

export function SearchRoute() {
  return (
    <GatedRoute>
      <SearchScreen />
    </GatedRoute>
  );
}

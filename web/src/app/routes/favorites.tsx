import { FavoritesScreen } from '@/features/favorites/components/favorites-screen';
import { GatedRoute } from '../guards/gated-route';

export function FavoritesRoute() {
  return (
    <GatedRoute>
      <FavoritesScreen />
    </GatedRoute>
  );
}

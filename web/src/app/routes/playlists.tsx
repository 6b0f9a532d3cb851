import { useParams } from 'react-router-dom';
import { PlaylistScreen } from '@/features/playlists/components/playlist-screen';
import { PlaylistsScreen } from '@/features/playlists/components/playlists-screen';
import { GatedRoute } from '../guards/gated-route';

export function PlaylistsRoute() {
  return (
    <GatedRoute>
      <PlaylistsScreen />
    </GatedRoute>
  );
}

export function PlaylistRoute() {
  const { playlistId = '' } = useParams();
  return (
    <GatedRoute>
      <PlaylistScreen key={playlistId} playlistId={playlistId} />
    </GatedRoute>
  );
}

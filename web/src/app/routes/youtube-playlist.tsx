import { useParams } from 'react-router-dom';
import { YouTubePlaylistScreen } from '@/features/youtube-playlist/components/youtube-playlist-screen';
import { GatedRoute } from '../guards/gated-route';

/** A YouTube playlist found by search: Pro, like the search that finds it. */
export function YouTubePlaylistRoute() {
  const { playlistId = '' } = useParams();
  return (
    <GatedRoute>
      <YouTubePlaylistScreen key={playlistId} playlistId={playlistId} />
    </GatedRoute>
  );
}

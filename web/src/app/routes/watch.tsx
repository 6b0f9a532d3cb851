import { useParams } from 'react-router-dom';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { TakeNoteButton } from '@/features/notes/components/take-note-button';
import { VideoNotesTabs } from '@/features/notes/components/video-notes-tabs';
import { WatchScreen } from '@/features/watch/components/watch-screen';
import { useMarkWatched } from '@/lib/watched/watched-videos';

/** The watch screen with the favourite heart and the notes parts, which belong to their own features. */
export function WatchRoute() {
  const { videoId = '' } = useParams();
  useMarkWatched(videoId);
  return (
    <WatchScreen
      key={videoId}
      videoId={videoId}
      renderFavorite={(channel) => <FavoriteToggle channel={channel} />}
      renderTakeNote={(context) => <TakeNoteButton target={context} />}
      renderTabs={(context, description) => <VideoNotesTabs target={context} description={description} />}
    />
  );
}

import { useParams } from 'react-router-dom';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { TakeNoteButton } from '@/features/notes/components/take-note-button';
import { VideoNoteMarkers } from '@/features/notes/components/video-note-markers';
import { VideoNotesPanel } from '@/features/notes/components/video-notes-panel';
import { VideoNotesTabsView } from '@/features/notes/components/video-notes-tabs';
import { useVideoNoteViews } from '@/features/notes/hooks/use-video-note-views';
import { PlaylistUpNext } from '@/features/playlists/components/playlist-up-next';
import { SaveToPlaylist } from '@/features/playlists/components/save-to-playlist';
import { WatchScreen } from '@/features/watch/components/watch-screen';
import { useMarkWatched } from '@/lib/watched/watched-videos';

/** The watch screen with the favourite heart, the notes parts and the playlists' buttons, which belong to their own features. */
export function WatchRoute() {
  const { videoId = '' } = useParams();
  return <WatchWithNotes key={videoId} videoId={videoId} />;
}

/** The video's notes are read and decrypted once, for the list, the markers and the end panel. */
function WatchWithNotes({ videoId }: { videoId: string }) {
  const notes = useVideoNoteViews(videoId);
  useMarkWatched(videoId);
  return (
    <WatchScreen
      videoId={videoId}
      renderFavorite={(channel) => <FavoriteToggle channel={channel} />}
      renderTakeNote={(context, request) => <TakeNoteButton target={context} request={request} />}
      renderTabs={(context, description) => (
        <VideoNotesTabsView notes={notes} player={context.player} description={description} />
      )}
      renderNotesPanel={(context, where) => (
        <VideoNotesPanel notes={notes} player={context.player} withHeading={where === 'aside'} />
      )}
      renderMarkers={(context, durationSeconds) => (
        <VideoNoteMarkers notes={notes} player={context.player} durationSeconds={durationSeconds} />
      )}
      renderSave={(id, request, where) => (
        <SaveToPlaylist videoId={id} request={request} compact={where === 'end'} />
      )}
      renderUpNext={(id) => <PlaylistUpNext videoId={id} />}
    />
  );
}

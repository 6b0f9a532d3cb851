import { Skeleton } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { ShareGoneMessage } from '@stillframe/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatPlaybackTime } from '@/lib/format/duration';
import { useSharedNotes } from '../api/get-shared-notes';
import { SharedVideoCard } from './shared-video-card';
import './notes.css';

/** Someone's regular notes on one video, read-only; each time opens the video there in Stillframe. */
export function SharedNotesScreen() {
  const { token = '' } = useParams();
  const shared = useSharedNotes(token);

  if (shared.isPending)
    return (
      <div className="sf-page sf-page-narrow">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  if (shared.isError) {
    const gone = isApiError(shared.error) && (shared.error.status === 404 || shared.error.status === 400);
    return (
      <div className="sf-page sf-page-narrow">
        <EmptyState
          title={gone ? ShareGoneMessage : 'Unable to load these notes'}
          description={gone ? 'Ask whoever shared it for a new link.' : 'Please try again later.'}
        />
      </div>
    );
  }
  const { videoId, videoTitle, notes } = shared.data;
  return (
    <div className="sf-page sf-page-narrow">
      <SharedVideoCard videoId={videoId} sharedTitle={videoTitle} />
      {notes.length === 0 ? (
        <EmptyState title="No notes here any more" />
      ) : (
        <ul className="sf-shared-notes" aria-label="Notes">
          {notes.map((note, index) => (
            <li key={index} className="sf-note-row">
              <span className="sf-note-time">
                <Link
                  to={paths.watch.getHref(videoId, note.timestamp)}
                  aria-label={`Open at ${formatPlaybackTime(note.timestamp)}`}
                >
                  {formatPlaybackTime(note.timestamp)}
                </Link>
              </span>
              <span className="sf-note-text sf-pre-wrap">{note.note}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

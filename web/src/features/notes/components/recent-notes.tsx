import { LockOutlined } from '@ant-design/icons';
import { Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { isCryptoSupported } from '@/lib/crypto';
import { useNoteKey } from '@/lib/encryption/note-key-context';
import { formatPlaybackTime } from '@/lib/format/duration';
import { formatRelative } from '@/lib/format/dates';
import { toPlainText } from '@/lib/sanitize';
import { useCatalogVideos } from '../api/get-catalog-videos';
import { useRecentNotes } from '../api/get-recent-notes';
import { useDecryptedNotes } from '../hooks/use-decrypted-notes';
import { isReadable, type NoteView } from '../utils/note-view';
import { LockedNotesLine } from './locked-notes-line';
import './notes.css';

/** The newest few notes, each opening its video at the note's time; encrypted ones once unlocked. */
export function RecentNotes() {
  const notes = useRecentNotes();
  const { noteKey } = useNoteKey();
  const { views, lockedCount } = useDecryptedNotes(notes.data, noteKey);
  // Regular notes only: asking the catalog about an encrypted note's video would tell the server what it is.
  const catalog = useCatalogVideos(
    views.flatMap((view) => (view.state === 'plain' && view.videoId ? [view.videoId] : [])),
  );
  const titleOf = (view: NoteView): string => {
    const current =
      view.state === 'plain' ? catalog.data?.find((video) => video.id === view.videoId) : undefined;
    return toPlainText(current?.snippet.title ?? view.videoTitle) || 'Untitled video';
  };

  let body;
  if (notes.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (notes.isError)
    body = <EmptyState title="Unable to load your notes" description="Please try again later." />;
  else if (views.length === 0)
    body = (
      <EmptyState
        title="No notes yet"
        description="Take a note on any video: the newest ones show here, each a link to its moment."
      />
    );
  else
    body = (
      <>
        <ul className="sf-recent-notes">
          {views.map((view) => (
            <li key={view.id} data-testid="recent-note">
              <RecentNote view={view} title={titleOf(view)} />
            </li>
          ))}
        </ul>
        {lockedCount > 0 && isCryptoSupported() ? (
          <LockedNotesLine message="Encrypted notes are locked." />
        ) : null}
      </>
    );

  return (
    <section aria-labelledby="recent-notes-title" className="sf-home-section">
      <Typography.Title level={2} id="recent-notes-title" style={{ margin: 0, fontSize: 20 }}>
        Recent notes
      </Typography.Title>
      <div style={{ marginTop: 12 }}>{body}</div>
      <Link to={paths.notes.getHref()}>All notes</Link>
    </section>
  );
}

/** Its video and time on one line (the title clamps, the time keeps its place), its text, when. */
function RecentNote({ view, title }: { view: NoteView; title: string }) {
  const readable = isReadable(view);
  const time = formatPlaybackTime(view.timestamp ?? 0);
  return (
    <>
      {readable && view.videoId ? (
        <Link
          to={paths.watch.getHref(view.videoId, view.timestamp ?? undefined)}
          aria-label={`${title} at ${time}`}
          className="sf-recent-note-link"
        >
          <span className="sf-clamp-2 sf-recent-note-title">{title}</span>
          <span className="sf-recent-note-time">{time}</span>
        </Link>
      ) : (
        <Typography.Text type="secondary">
          {readable ? (
            title
          ) : (
            <>
              <LockOutlined aria-hidden /> Encrypted note
            </>
          )}
        </Typography.Text>
      )}
      {view.state === 'locked' ? null : (
        <p className="sf-clamp-2 sf-pre-wrap" style={{ margin: '4px 0 0' }}>
          {view.text}
        </p>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
        {formatRelative(view.createdAt)}
      </Typography.Text>
    </>
  );
}

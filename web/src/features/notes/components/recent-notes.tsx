import { List, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useNoteKey } from '@/lib/encryption/note-key-context';
import { formatPlaybackTime } from '@/lib/format/duration';
import { formatRelative } from '@/lib/format/dates';
import { useRecentNotes } from '../api/get-recent-notes';
import { useDecryptedNotes } from '../hooks/use-decrypted-notes';

/** The newest few notes, each opening its video at the note's time; encrypted ones once unlocked. */
export function RecentNotes() {
  const notes = useRecentNotes();
  const { noteKey } = useNoteKey();
  const { views } = useDecryptedNotes(notes.data, noteKey);

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
      <List
        dataSource={views}
        renderItem={(view) => {
          const time = formatPlaybackTime(view.timestamp);
          const title = view.videoTitle || 'Untitled video';
          return (
            <List.Item key={view.id} data-testid="recent-note">
              <div style={{ minWidth: 0, width: '100%' }}>
                {view.videoId ? (
                  <Link
                    to={paths.watch.getHref(view.videoId, view.timestamp ?? undefined)}
                    aria-label={`${title} at ${time}`}
                  >
                    <span className="sf-clamp-2">{title}</span> · {time}
                  </Link>
                ) : (
                  <Typography.Text type="secondary">{title}</Typography.Text>
                )}
                <p className="sf-clamp-2 sf-pre-wrap" style={{ margin: '4px 0 0' }}>
                  {view.text}
                </p>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatRelative(view.createdAt)}
                </Typography.Text>
              </div>
            </List.Item>
          );
        }}
      />
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

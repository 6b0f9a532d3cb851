import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isCryptoSupported } from '@/lib/crypto';
import type { PlayerHandle } from '@/lib/player/player-handle';
import type { VideoNoteViews } from '../hooks/use-video-note-views';
import { LockedNotesLine } from './locked-notes-line';
import { NotesTabLabel } from './notes-tab-label';
import { VideoNoteList } from './video-note-list';

interface VideoNotesPanelProps {
  notes: VideoNoteViews;
  player: PlayerHandle;
  /** Beside the player the panel names itself, with the count the tab shows on narrow screens. */
  withHeading?: boolean;
}

/** This video's notes, or the plan prompt for those without Pro. */
export function VideoNotesPanel({ notes, player, withHeading = false }: VideoNotesPanelProps) {
  const body = <NotesPanelBody notes={notes} player={player} />;
  if (!withHeading) return body;
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18, margin: '0 0 8px' }}>
        <NotesTabLabel count={notes.mine.length} />
      </Typography.Title>
      {body}
    </>
  );
}

function NotesPanelBody({ notes, player }: { notes: VideoNoteViews; player: PlayerHandle }) {
  if (!notes.entitled)
    return (
      <Typography.Paragraph>
        Notes are part of Stillframe Pro.{' '}
        <Link className="sf-inline-link" to={paths.subscribe.getHref()}>
          See the plan
        </Link>
      </Typography.Paragraph>
    );
  if (notes.isError)
    return <Typography.Paragraph type="danger">Unable to load your notes.</Typography.Paragraph>;
  const locked = isCryptoSupported() && notes.lockedCount > 0;
  // While locked, "no notes for this video" may not be true: the locked line says what is known instead.
  return (
    <>
      {notes.mine.length > 0 || !locked ? <VideoNoteList views={notes.mine} player={player} /> : null}
      {locked ? <LockedNotesLine /> : null}
    </>
  );
}

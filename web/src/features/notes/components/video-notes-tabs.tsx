import { LockOutlined } from '@ant-design/icons';
import { Tabs, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAccess } from '@/lib/auth/use-access';
import { isCryptoSupported } from '@/lib/crypto';
import { useNoteKey } from '@/lib/encryption/note-key-context';
import { useVideoNotes } from '../api/get-video-notes';
import { useDecryptedNotes } from '../hooks/use-decrypted-notes';
import type { NoteTarget } from '../utils/note-target';
import { UnlockBanner } from './unlock-banner';
import { VideoNoteList } from './video-note-list';

/** Watch screen tabs: 'Description' and 'Notes (count)'. Encrypted notes are decrypted and kept when their video id matches. */
export function VideoNotesTabs({ target, description }: { target: NoteTarget; description: ReactNode }) {
  const entitled = useAccess().status === 'granted';
  const notes = useVideoNotes(target.videoId, entitled);
  const { noteKey } = useNoteKey();
  const { views, lockedCount } = useDecryptedNotes(notes.data, noteKey);

  const mine = useMemo(
    () =>
      views
        .filter(
          (view) => (view.state === 'plain' || view.state === 'decrypted') && view.videoId === target.videoId,
        )
        .sort((a, b) => (a.timestamp ?? 0) - (b.timestamp ?? 0)),
    [views, target.videoId],
  );

  const notesPanel = !entitled ? (
    <Typography.Paragraph>
      Notes are part of Stillframe Pro. <Link to={paths.subscribe.getHref()}>See the plan</Link>
    </Typography.Paragraph>
  ) : notes.isError ? (
    <Typography.Paragraph type="danger">Unable to load your notes.</Typography.Paragraph>
  ) : (
    <>
      {isCryptoSupported() ? <UnlockBanner count={lockedCount} /> : null}
      <VideoNoteList views={mine} player={target.player} />
    </>
  );

  return (
    <Tabs
      defaultActiveKey="description"
      items={[
        { key: 'description', label: 'Description', children: description },
        {
          key: 'notes',
          label: <NotesTabLabel readable={mine.length} locked={lockedCount} />,
          children: notesPanel,
        },
      ]}
    />
  );
}

/**
 * Locked notes count too: their video is encrypted, so until they are unlocked they may belong here.
 * Marked, so the count does not promise notes the list cannot show yet.
 */
function NotesTabLabel({ readable, locked }: { readable: number; locked: number }) {
  return (
    <>
      {`Notes (${readable + locked})`}
      {locked > 0 ? (
        <span style={{ marginLeft: 6 }}>
          <LockOutlined aria-hidden /> {locked} locked
        </span>
      ) : null}
    </>
  );
}

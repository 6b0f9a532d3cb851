import { Alert, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useUser } from '@/lib/auth/current-user';
import { isCryptoSupported } from '@/lib/crypto';
import { useNoteKey } from '@/lib/encryption/note-key-context';
import type { NoteSort } from '@stillframe/contracts';
import { useNotes } from '../api/get-notes';
import { useDecryptedNotes } from '../hooks/use-decrypted-notes';
import { useEditNote } from '../hooks/use-edit-note';
import { NoteCard } from './note-card';
import { NoteCardList } from './note-card-list';
import { NotesToolbar } from './notes-toolbar';
import { UnlockBanner } from './unlock-banner';

export function NotesScreen() {
  const { user } = useUser();
  const [sort, setSort] = useState<NoteSort>('newest');
  const notes = useNotes(sort, Boolean(user));
  const { noteKey } = useNoteKey();
  const { views, lockedCount } = useDecryptedNotes(notes.data, noteKey);
  const edit = useEditNote();
  const supported = isCryptoSupported();

  const body = !user ? (
    <EmptyState title="Sign in to see your notes" />
  ) : notes.isPending ? (
    <Skeleton active paragraph={{ rows: 6 }} />
  ) : notes.isError ? (
    <EmptyState title="Unable to load notes" description="Please try again later." />
  ) : views.length === 0 ? (
    <EmptyState
      title="No notes yet"
      description="Open a video and press Take Note to write your first one."
    />
  ) : (
    <NoteCardList
      views={views}
      renderCard={(view) => (
        <NoteCard
          view={view}
          isSaving={edit.isSaving}
          isDeleting={edit.deletingId === view.id}
          onSave={(text) => edit.saveText(view, text)}
          onDelete={() => edit.deleteNote(view.id)}
        />
      )}
    />
  );

  return (
    <div className="sf-page sf-page-narrow">
      <Typography.Title level={1}>Your Notes</Typography.Title>
      {!supported ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Encryption Not Supported"
          description="This browser cannot decrypt or create encrypted notes. Open Stillframe over a secure (https) connection in a current browser."
        />
      ) : null}
      <NotesToolbar sort={sort} onSortChange={setSort} />
      {supported ? <UnlockBanner count={lockedCount} /> : null}
      {body}
    </div>
  );
}

import { Alert, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { NoteSort } from '@stillframe/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { useUser } from '@/lib/auth/current-user';
import { isCryptoSupported } from '@/lib/crypto';
import { useNoteKey } from '@/lib/encryption/note-key-context';
import { useNotes } from '../api/get-notes';
import { useNoteShares } from '../api/note-shares';
import { useDecryptedNotes } from '../hooks/use-decrypted-notes';
import { useEditNote } from '../hooks/use-edit-note';
import { useImportBackup } from '../hooks/use-import-backup';
import { useNotesBackup } from '../hooks/use-notes-backup';
import { filterOptions, groupNotes, matchesFilters, type NoteFilters } from '../utils/note-groups';
import { buildNotesIndex } from '../utils/notes-search';
import { ImportBackupDialog } from './import-backup-dialog';
import { NoteGroupHeader } from './note-group-header';
import { NoteRow } from './note-row';
import { NotesFilters } from './notes-filters';
import { NotesLibrary, libraryRows } from './notes-library';
import { NotesToolbar } from './notes-toolbar';
import { PasswordPrompt } from './password-prompt';
import { ShareDialog } from './share-dialog';
import { UnlockBanner } from './unlock-banner';

export function NotesScreen() {
  const { user } = useUser();
  const [sort, setSort] = useState<NoteSort>('newest');
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<NoteFilters>({});
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [sharing, setSharing] = useState<{ videoId: string; title: string } | null>(null);
  const notes = useNotes(sort, Boolean(user));
  const shares = useNoteShares(Boolean(user));
  const { noteKey } = useNoteKey();
  const { views, lockedCount } = useDecryptedNotes(notes.data, noteKey);
  const edit = useEditNote();
  const backup = useNotesBackup(views, lockedCount);
  const importer = useImportBackup(views, lockedCount);
  const supported = isCryptoSupported();

  // Rebuilt from the decrypted notes in memory: locking drops the decrypted texts and so the index's.
  // Built when the first search starts (not for a screen only read), then kept for the next queries.
  const searching = query.trim().length > 0;
  const [indexing, setIndexing] = useState(false);
  if (searching && !indexing) setIndexing(true);
  const index = useMemo(() => (indexing ? buildNotesIndex(views) : null), [views, indexing]);
  const hits = useMemo(() => (index && searching ? index.search(query) : null), [index, query, searching]);
  const options = useMemo(() => filterOptions(views), [views]);
  const sharedVideos = useMemo(
    () => new Set((shares.data ?? []).map((share) => share.videoId)),
    [shares.data],
  );
  const rows = useMemo(() => {
    const visible = views.filter((view) => matchesFilters(view, filters) && (!hits || hits.has(view.id)));
    return libraryRows(groupNotes(visible), collapsed);
  }, [views, filters, hits, collapsed]);

  const toggle = (key: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

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
  ) : rows.length === 0 ? (
    <EmptyState title="No matching notes" description="Try other words, or clear the filters." />
  ) : (
    <NotesLibrary
      rows={rows}
      renderRow={(row) =>
        row.kind === 'group' ? (
          <NoteGroupHeader
            group={row.group}
            collapsed={collapsed.has(row.group.key)}
            shared={row.group.videoId !== null && sharedVideos.has(row.group.videoId)}
            onToggle={() => toggle(row.group.key)}
            onShare={() =>
              row.group.videoId &&
              setSharing({ videoId: row.group.videoId, title: row.group.videoTitle || row.group.videoId })
            }
          />
        ) : (
          <NoteRow
            view={row.view}
            terms={hits?.get(row.view.id)}
            isSaving={edit.isSaving}
            isDeleting={edit.deletingId === row.view.id}
            onSave={(text) => edit.saveText(row.view, text)}
            onDelete={() => edit.deleteNote(row.view.id)}
          />
        )
      }
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
      <NotesToolbar
        sort={sort}
        onSortChange={setSort}
        onBackup={backup.downloadBackup}
        onImportFile={(file) => void importer.chooseFile(file)}
      />
      {user && views.length > 0 ? (
        <NotesFilters
          query={query}
          onQueryChange={setQuery}
          filters={filters}
          onFiltersChange={setFilters}
          channels={options.channels}
          videos={options.videos}
        />
      ) : null}
      {supported ? <UnlockBanner count={lockedCount} /> : null}
      {body}
      <ImportBackupDialog
        plan={importer.plan}
        isImporting={importer.isImporting}
        refusal={importer.refusal}
        onConfirm={() => void importer.confirm()}
        onCancel={importer.cancel}
      />
      <ShareDialog video={sharing} onClose={() => setSharing(null)} />
      <PasswordPrompt
        open={importer.needsPassword}
        purpose={lockedCount > 0 ? 'decrypt' : 'encrypt'}
        onCancel={importer.cancelPassword}
        onUnlocked={() => undefined}
      />
    </div>
  );
}

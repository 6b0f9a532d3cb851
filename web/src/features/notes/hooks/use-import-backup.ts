import { useState } from 'react';
import { MaxBackupFileBytes } from '@stillframe/contracts';
import { getServerMessage } from '@/lib/api-client';
import { useNoteKey } from '@/lib/encryption/note-key-context';
import { useToast } from '@/lib/toast';
import { useImportNotes } from '../api/import-notes';
import { planImport, readBackup, type ImportPlan } from '../utils/notes-backup';
import { readFileText } from '../utils/read-file-text';
import type { NoteView } from '../utils/note-view';
import { buildCreateRequest } from './use-save-note';

const megabytes = MaxBackupFileBytes / (1024 * 1024);

/**
 * Reads a backup file, shows what it would add, then adds it in one call. Encrypted notes are compared
 * and re-encrypted in the browser, so they need the account's notes unlocked.
 */
export function useImportBackup(views: readonly NoteView[], lockedCount: number) {
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const { noteKey } = useNoteKey();
  const { toast } = useToast();
  const importNotes = useImportNotes();

  const refuse = (description: string) =>
    toast({ title: 'Import failed', description, variant: 'destructive' });

  const chooseFile = async (file: File) => {
    if (file.size > MaxBackupFileBytes)
      return refuse(`This file is too big: a notes backup can be at most ${megabytes} MB.`);
    const text = await readFileText(file).catch(() => null);
    if (text === null) return refuse('The file could not be read.');
    const reading = readBackup(text);
    if (!reading.ok) return refuse(reading.message);
    const needsKey = lockedCount > 0 || reading.notes.some((note) => note.encrypted);
    if (needsKey && !noteKey)
      return toast({
        title: 'Unlock your notes first',
        description:
          'Encrypted notes are compared and encrypted in this browser, so your password is needed to import them.',
      });
    setPlan(planImport(reading.notes, views));
  };

  const confirm = async () => {
    if (!plan) return;
    try {
      const requests = await Promise.all(
        plan.toAdd.map(({ encrypted, createdAt: _createdAt, ...fields }) =>
          buildCreateRequest(fields, encrypted ? noteKey : null),
        ),
      );
      const result = await importNotes.mutateAsync(requests);
      const skipped = result.skipped + plan.skipped;
      toast({
        title: 'Backup imported',
        description: `${result.added} added, ${skipped} skipped as already in your notes.`,
        variant: 'success',
      });
      setPlan(null);
    } catch (error) {
      refuse(getServerMessage(error, 'The notes could not be added. Please try again.'));
    }
  };

  return {
    plan,
    chooseFile,
    confirm,
    cancel: () => setPlan(null),
    isImporting: importNotes.isPending,
  };
}

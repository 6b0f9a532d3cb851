import { useEffect, useState } from 'react';
import { MaxBackupFileBytes, type BackupNote } from '@stillframe/contracts';
import { getServerMessage, isApiError } from '@/lib/api-client';
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
  /** A backup read but waiting for the password: encrypted notes are compared and encrypted here. */
  const [waiting, setWaiting] = useState<BackupNote[] | null>(null);
  /** A storage bound's refusal, said in the import dialog: nothing was added. */
  const [refusal, setRefusal] = useState<string | null>(null);
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
    if (needsKey && !noteKey) return setWaiting(reading.notes);
    setRefusal(null);
    setPlan(planImport(reading.notes, views));
  };

  /** The existing notes decrypt once the key is there, so the comparison waits for the screen's next views. */
  useEffect(() => {
    if (waiting && noteKey && lockedCount === 0) {
      setPlan(planImport(waiting, views));
      setWaiting(null);
    }
  }, [waiting, noteKey, lockedCount, views]);

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
      if (isApiError(error, 'storage_limit'))
        setRefusal(error.serverMessage ?? 'Your account has as many notes as it can keep.');
      else refuse(getServerMessage(error, 'The notes could not be added. Please try again.'));
    }
  };

  return {
    plan,
    refusal,
    needsPassword: waiting !== null && !noteKey,
    cancelPassword: () => setWaiting(null),
    chooseFile,
    confirm,
    cancel: () => {
      setPlan(null);
      setRefusal(null);
    },
    isImporting: importNotes.isPending,
  };
}

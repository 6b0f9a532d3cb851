import { useToast } from '@/lib/toast';
import { downloadFile } from '@/lib/download-file';
import { backupFileName, toBackup } from '../utils/notes-backup';
import { isReadable, type NoteView } from '../utils/note-view';

/** The JSON backup of every note, built in the browser: encrypted notes only after unlock, in plain text. */
export function useNotesBackup(views: readonly NoteView[], lockedCount: number) {
  const { toast } = useToast();
  const downloadBackup = () => {
    if (lockedCount > 0) {
      toast({
        title: 'Unlock your notes first',
        description: 'A backup holds every note, so encrypted notes must be unlocked to be included.',
      });
      return;
    }
    if (!views.some(isReadable)) {
      toast({ title: 'No notes to export', description: 'Take a note on a video first.' });
      return;
    }
    try {
      const json = `${JSON.stringify(toBackup(views), null, 2)}\n`;
      downloadFile(backupFileName(), json, 'application/json;charset=utf-8');
    } catch {
      toast({
        title: 'Download failed',
        description: 'The file could not be saved. Please try again.',
        variant: 'destructive',
      });
    }
  };
  return { downloadBackup };
}

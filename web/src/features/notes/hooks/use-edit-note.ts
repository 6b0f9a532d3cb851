import type { UpdateNoteRequest } from '@stillframe/contracts';
import { isApiError } from '@/lib/api-client';
import { encryptNoteFields } from '@/lib/crypto';
import { useNoteKey } from '@/lib/encryption/note-key-context';
import { useToast } from '@/lib/toast';
import { useDeleteNote } from '../api/delete-note';
import { useUpdateNote } from '../api/update-note';
import type { NoteView } from '../utils/note-view';

/** Edit and delete, with the product's error texts. An encrypted note is sent whole, every field with a fresh IV. */
export function useEditNote() {
  const update = useUpdateNote();
  const remove = useDeleteNote();
  const { noteKey } = useNoteKey();
  const { toast } = useToast();

  const saveText = async (view: NoteView, typed: string): Promise<boolean> => {
    const text = typed.trim();
    let changes: UpdateNoteRequest;
    try {
      if (!view.isEncrypted) changes = { note: text };
      else {
        if (!noteKey || view.videoId === null) throw new Error('No note key');
        const fields = {
          note: text,
          videoId: view.videoId,
          videoTitle: view.videoTitle,
          videoThumbnailUrl: view.videoThumbnailUrl,
          timestamp: view.timestamp ?? 0,
        };
        changes = { ...(await encryptNoteFields(noteKey, fields)), isEncrypted: true };
      }
    } catch {
      toast({
        title: 'Failed to save note',
        description: 'The note could not be encrypted. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
    try {
      await update.mutateAsync({ id: view.id, changes });
      return true;
    } catch (error) {
      toast({
        title: 'Failed to update note',
        // A storage bound (the longer text would pass the account's bytes): the server says which, and
        // the editor stays open with the text.
        description:
          isApiError(error, 'storage_limit') && error.serverMessage
            ? error.serverMessage
            : 'There was an error saving your changes. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  };

  const deleteNote = (id: string) =>
    remove.mutate(id, {
      onError: () =>
        toast({ title: 'Failed to delete note', description: 'Please try again.', variant: 'destructive' }),
    });

  return {
    saveText,
    deleteNote,
    isSaving: update.isPending,
    deletingId: remove.isPending ? remove.variables : undefined,
  };
}

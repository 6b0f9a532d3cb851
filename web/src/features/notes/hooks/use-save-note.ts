import type { CreateNoteRequest } from '@stillframe/contracts';
import { encryptNoteFields, type NotePlainFields } from '@/lib/crypto';
import { useCreateNote } from '../api/create-note';

const httpUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : '');

/** Builds the create request: the plain fields, or every field encrypted under the note key. */
export async function buildCreateRequest(
  fields: NotePlainFields,
  noteKey: CryptoKey | null,
): Promise<CreateNoteRequest> {
  const plain = {
    ...fields,
    // Spaces and blank lines around the text are typing leftovers, not content.
    note: fields.note.trim(),
    videoThumbnailUrl: httpUrl(fields.videoThumbnailUrl),
    timestamp: Math.max(0, Math.floor(fields.timestamp)),
    channelId: fields.channelId ?? '',
    channelTitle: fields.channelTitle ?? '',
  };
  if (!noteKey) return { ...plain, isEncrypted: false };
  return { ...(await encryptNoteFields(noteKey, plain)), isEncrypted: true };
}

export function useSaveNote() {
  const create = useCreateNote();
  const save = async (fields: NotePlainFields, noteKey: CryptoKey | null) =>
    create.mutateAsync(await buildCreateRequest(fields, noteKey));
  return { save, isSaving: create.isPending };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type CreateNoteRequest, type ImportNotesResponse } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { notesQueryKey } from './get-notes';

export const importNotes = (notes: CreateNoteRequest[]): Promise<ImportNotesResponse> =>
  apiCall(routes.notes.importBackup, { body: { notes } });

export function useImportNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importNotes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryKey }),
  });
}

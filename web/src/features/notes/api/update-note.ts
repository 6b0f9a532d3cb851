import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type Note, type UpdateNoteRequest } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { notesQueryKey } from './get-notes';

export const updateNote = ({ id, changes }: { id: string; changes: UpdateNoteRequest }): Promise<Note> =>
  apiCall(routes.notes.update, { params: { id }, body: changes });

export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { notesQueryKey } from './get-notes';

export const deleteNote = (id: string) => apiCall(routes.notes.remove, { params: { id } });

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryKey }),
  });
}

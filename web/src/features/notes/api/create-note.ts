import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type CreateNoteRequest, type Note } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { notesQueryKey } from './get-notes';

export const createNote = (request: CreateNoteRequest): Promise<Note> =>
  apiCall(routes.notes.create, { body: request });

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryKey }),
  });
}

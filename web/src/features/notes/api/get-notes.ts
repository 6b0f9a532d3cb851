import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type Note, type NoteSort } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

export const notesQueryKey = ['notes'] as const;

export const getNotes = (sort: NoteSort): Promise<Note[]> => apiCall(routes.notes.list, { query: { sort } });

export const notesQueryOptions = (sort: NoteSort) =>
  queryOptions({ queryKey: [...notesQueryKey, 'list', sort], queryFn: () => getNotes(sort) });

export const useNotes = (sort: NoteSort, enabled = true) => useQuery({ ...notesQueryOptions(sort), enabled });

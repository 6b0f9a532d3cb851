import { useQuery } from '@tanstack/react-query';
import { routes, type Note } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { notesQueryKey } from './get-notes';

/** How many of the newest notes the signed-in home shows. */
export const RECENT_NOTES = 5;

export const getRecentNotes = (): Promise<Note[]> =>
  apiCall(routes.notes.list, { query: { sort: 'newest', limit: RECENT_NOTES } });

/** Under the notes key, so that saving or deleting a note refreshes it too. */
export const useRecentNotes = (enabled = true) =>
  useQuery({ queryKey: [...notesQueryKey, 'recent'], queryFn: getRecentNotes, enabled });

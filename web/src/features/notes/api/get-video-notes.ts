import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type Note } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { notesQueryKey } from './get-notes';

/** The video's regular notes plus every encrypted note (the server cannot tell which video those belong to). */
export const getVideoNotes = (videoId: string): Promise<Note[]> =>
  apiCall(routes.notes.listByVideo, { params: { videoId }, query: { sort: 'oldest' } });

export const videoNotesQueryOptions = (videoId: string) =>
  queryOptions({ queryKey: [...notesQueryKey, 'video', videoId], queryFn: () => getVideoNotes(videoId) });

export const useVideoNotes = (videoId: string, enabled: boolean) =>
  useQuery({ ...videoNotesQueryOptions(videoId), enabled });

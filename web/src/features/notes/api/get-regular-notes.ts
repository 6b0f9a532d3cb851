import { routes, type Note } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

/** Regular notes only: what the export covers (terms). Fetched on demand, never cached. */
export const getRegularNotes = (): Promise<Note[]> =>
  apiCall(routes.notes.listRegular, { query: { sort: 'newest' } });

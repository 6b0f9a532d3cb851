import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Limits, type AddFavoriteRequest } from '@stillframe/contracts';
import { getServerMessage } from '@/lib/api-client';
import { channelToFavoriteDraft } from '@/lib/favorites/favorite-draft';
import { favoritesQueryKey, favoritesQueryOptions } from '../api/get-favorites';
import { getChannelDetails, importFavorites } from '../api/import-favorites';
import { buildPreview, inBatches, type ImportPreview } from '../utils/import/build-preview';
import { ImportRefused } from '../utils/import/import-types';
import { parseImportFile } from '../utils/import/parse-import';

export type ImportState =
  | { step: 'idle' }
  | { step: 'reading'; fileName: string }
  | { step: 'refused'; fileName: string; message: string }
  | { step: 'preview'; fileName: string; preview: ImportPreview }
  | { step: 'adding'; fileName: string; preview: ImportPreview }
  | { step: 'done'; added: number; already: number };

/** Read a file in the browser, preview it against the catalog and the favourites, then add the chosen ones. */
export function useFavoritesImport() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>({ step: 'idle' });

  const choose = async (file: File) => {
    const fileName = file.name;
    // Refused before a byte is read.
    if (file.size > Limits.maxImportFileBytes) {
      setState({
        step: 'refused',
        fileName,
        message: `The file is ${(file.size / (1024 * 1024)).toFixed(1)} MB; files up to 1 MB can be imported.`,
      });
      return;
    }
    setState({ step: 'reading', fileName });
    try {
      const parsed = parseImportFile(new Uint8Array(await file.arrayBuffer()));
      const favorites = await queryClient.fetchQuery(favoritesQueryOptions());
      const preview = await buildPreview(
        parsed,
        new Set(favorites.map((favorite) => favorite.id)),
        getChannelDetails,
        channelToFavoriteDraft,
      );
      setState({ step: 'preview', fileName, preview });
    } catch (error) {
      const message =
        error instanceof ImportRefused
          ? error.message
          : getServerMessage(error, 'The channels could not be looked up. Please try again.');
      setState({ step: 'refused', fileName, message });
    }
  };

  const add = async (chosen: AddFavoriteRequest[]) => {
    if (state.step !== 'preview') return;
    setState({ ...state, step: 'adding' });
    let added = 0;
    let already = state.preview.alreadyFavorites.length;
    try {
      for (const batch of inBatches(chosen)) {
        const answer = await importFavorites(batch);
        added += answer.added.length;
        already += answer.alreadyFavorites.length;
      }
      setState({ step: 'done', added, already });
    } catch (error) {
      setState({
        step: 'refused',
        fileName: state.fileName,
        message: `${added} channels were added before an error: ${getServerMessage(error, 'please try again.')}`,
      });
    } finally {
      await queryClient.invalidateQueries({ queryKey: favoritesQueryKey });
    }
  };

  return { state, choose, add, reset: () => setState({ step: 'idle' }) };
}

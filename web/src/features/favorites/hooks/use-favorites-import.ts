import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Limits, type ImportFavoriteChannel } from '@stillframe/contracts';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { favoritesQueryKey, getAllFavorites } from '../api/get-favorites';
import { getChannelDetails, importFavorites, toSealedChannel } from '../api/import-favorites';
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
      // Every page: "already favourites" must know the whole list, not the screen's first page.
      const favorites = await getAllFavorites();
      const preview = await buildPreview(
        parsed,
        new Set(favorites.map((favorite) => favorite.id)),
        getChannelDetails,
        toSealedChannel,
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

  const add = async (chosen: ImportFavoriteChannel[]) => {
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
      // A storage bound: the server's message names it (and that nothing of this batch was added).
      const reason = isApiError(error, 'storage_limit')
        ? (error.serverMessage ?? 'Your account has as many favourites as it can keep.')
        : getServerMessage(error, 'please try again.');
      setState({
        step: 'refused',
        fileName: state.fileName,
        message:
          added > 0
            ? `${added} channels were added, then the import stopped: ${reason}`
            : `Nothing was added: ${reason}`,
      });
    } finally {
      await queryClient.invalidateQueries({ queryKey: favoritesQueryKey });
    }
  };

  return { state, choose, add, reset: () => setState({ step: 'idle' }) };
}

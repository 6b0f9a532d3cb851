import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PlaylistLimits } from '@stillframe/contracts';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { playlistsQueryKey } from '../api/get-playlists';
import { getVideoDetails } from '../api/get-video-details';
import { importPlaylist } from '../api/import-playlist';
import { buildPreview, type ImportPreview, type PlaylistPreview } from '../utils/import/build-preview';
import { ImportRefused, type ParsedPlaylistFile } from '../utils/import/import-types';
import { parsePlaylistFile } from '../utils/import/parse-playlist-file';

export type ImportState =
  | { step: 'idle' }
  | { step: 'reading'; fileName: string }
  | { step: 'refused'; fileName: string; message: string }
  | { step: 'preview'; fileName: string; preview: ImportPreview }
  | { step: 'adding'; fileName: string; preview: ImportPreview }
  | { step: 'done'; playlists: number; added: number; already: number };

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * Read playlist files in the browser (Takeout gives one CSV per playlist, so several may be chosen at once),
 * preview them against the catalog, then import each chosen playlist in one call.
 */
export function usePlaylistsImport() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>({ step: 'idle' });

  const choose = async (files: File[]) => {
    const fileName = files.map((file) => file.name).join(', ');
    const tooLarge = files.find((file) => file.size > PlaylistLimits.maxImportFileBytes);
    // Refused before a byte is read.
    if (tooLarge) {
      setState({
        step: 'refused',
        fileName: tooLarge.name,
        message: `The file is ${(tooLarge.size / (1024 * 1024)).toFixed(1)} MB; files up to ${PlaylistLimits.maxImportFileBytes / (1024 * 1024)} MB can be imported.`,
      });
      return;
    }
    setState({ step: 'reading', fileName });
    let current = fileName;
    try {
      const parsed: ParsedPlaylistFile[] = [];
      for (const file of files) {
        current = file.name;
        parsed.push(await parsePlaylistFile(new Uint8Array(await file.arrayBuffer()), file.name));
      }
      current = fileName;
      const preview = await buildPreview(
        { format: parsed[0]!.format, playlists: parsed.flatMap((file) => file.playlists) },
        (ids) => getVideoDetails(ids),
      );
      setState({ step: 'preview', fileName, preview });
    } catch (error) {
      const message =
        error instanceof ImportRefused
          ? error.message
          : getServerMessage(error, 'The videos could not be looked up. Please try again.');
      setState({ step: 'refused', fileName: current, message });
    }
  };

  const add = async (chosen: PlaylistPreview[]) => {
    if (state.step !== 'preview') return;
    setState({ ...state, step: 'adding' });
    let done = 0;
    let added = 0;
    let already = 0;
    try {
      for (const playlist of chosen) {
        const answer = await importPlaylist({
          into: playlist.into,
          name: playlist.name.slice(0, PlaylistLimits.maxNameLength),
          videoIds: playlist.videos.map((video) => video.id),
        });
        done += 1;
        added += answer.added;
        already += answer.alreadyThere;
      }
      setState({ step: 'done', playlists: done, added, already });
    } catch (error) {
      // A bound: the server's message names it, and that nothing of that playlist was added.
      const reason = isApiError(error, 'storage_limit')
        ? (error.serverMessage ?? 'Your account has as many playlists as it can keep.')
        : getServerMessage(error, 'please try again.');
      setState({
        step: 'refused',
        fileName: state.fileName,
        message:
          done > 0
            ? `${plural(done, 'playlist was', 'playlists were')} imported, then the import stopped: ${reason}`
            : `Nothing was imported: ${reason}`,
      });
    } finally {
      await queryClient.invalidateQueries({ queryKey: playlistsQueryKey });
    }
  };

  return { state, choose, add, reset: () => setState({ step: 'idle' }) };
}

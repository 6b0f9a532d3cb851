import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { Playlist } from '@stillframe/contracts';
import { FilePickerButton } from '@/components/transfer/file-picker-button';
import { ImportOutcome } from '@/components/transfer/import-outcome';
import { downloadFile } from '@/lib/download-file';
import { useExport } from '@/lib/use-export';
import { getAllPlaylistVideos } from '../api/get-playlist';
import { usePlaylistsImport } from '../hooks/use-playlists-import';
import { playlistsToJson } from '../utils/export-playlists';
import { ImportPreview } from './import-preview';

const ACCEPT = '.csv,.db,.zip,.json,text/csv,application/json,application/zip';

/** Import playlists from another app's export (read in the browser); export them all as JSON. */
export function PlaylistsTransfer({ playlists }: { playlists: Playlist[] }) {
  const importer = usePlaylistsImport();
  const { state } = importer;
  const exporter = useExport<'json'>('playlists');

  const exportAll = () =>
    exporter.run('json', async () => {
      const all = [];
      for (const playlist of playlists)
        all.push({ playlist, videos: await getAllPlaylistVideos(playlist.id) });
      const day = new Date().toISOString().slice(0, 10);
      downloadFile(
        `stillframe-playlists-${day}.json`,
        playlistsToJson(all),
        'application/json;charset=utf-8',
      );
    });

  return (
    <div className="sf-playlists-transfer">
      <Flex gap={12} wrap>
        <FilePickerButton
          label="Choose playlist files to import"
          accept={ACCEPT}
          multiple
          loading={state.step === 'reading'}
          onFiles={(files) => void importer.choose(files)}
        >
          Import playlists
        </FilePickerButton>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={exporter.running === 'json'}
          onClick={() => void exportAll()}
        >
          Export all (JSON)
        </Button>
      </Flex>
      <p className="sf-playlists-formats">
        Reads Google Takeout playlist CSVs (choose one or several “…-videos.csv”), FreeTube’s playlists.db, a
        NewPipe backup (.zip) and Piped or LibreTube JSON, up to 20 MB. The file is read in your browser; only
        video ids are sent.
      </p>
      <ImportOutcome
        refused={state.step === 'refused' ? state : null}
        done={
          state.step === 'done'
            ? {
                title: `Imported ${state.playlists} ${state.playlists === 1 ? 'playlist' : 'playlists'} (${state.added.toLocaleString('en-US')} videos)`,
                description: state.already > 0 ? `${state.already} were in Watch later already.` : undefined,
              }
            : null
        }
        onClose={importer.reset}
      />
      {state.step === 'preview' || state.step === 'adding' ? (
        <ImportPreview
          fileName={state.fileName}
          preview={state.preview}
          isAdding={state.step === 'adding'}
          onAdd={(chosen) => void importer.add(chosen)}
          onCancel={importer.reset}
        />
      ) : null}
    </div>
  );
}

import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useRef, useState } from 'react';
import type { Playlist } from '@stillframe/contracts';
import { getServerMessage } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { useToast } from '@/lib/toast';
import { getAllPlaylistVideos } from '../api/get-playlist';
import { usePlaylistsImport } from '../hooks/use-playlists-import';
import { playlistsToJson } from '../utils/export-playlists';
import { ImportPreview } from './import-preview';

const ACCEPT = '.csv,.db,.zip,.json,text/csv,application/json,application/zip';

/** Import playlists from another app's export (read in the browser); export them all as JSON. */
export function PlaylistsTransfer({ playlists }: { playlists: Playlist[] }) {
  const input = useRef<HTMLInputElement>(null);
  const importer = usePlaylistsImport();
  const { state } = importer;
  const [exporting, setExporting] = useState(false);
  const { toast } = useToast();

  const exportAll = async () => {
    setExporting(true);
    try {
      const all = [];
      for (const playlist of playlists)
        all.push({ playlist, videos: await getAllPlaylistVideos(playlist.id) });
      const day = new Date().toISOString().slice(0, 10);
      downloadFile(
        `stillframe-playlists-${day}.json`,
        playlistsToJson(all),
        'application/json;charset=utf-8',
      );
    } catch (error) {
      toast({
        title: 'Export failed',
        description: getServerMessage(error, 'Your playlists could not be read. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="sf-playlists-transfer">
      <Flex gap={12} wrap>
        <Button
          icon={<UploadOutlined aria-hidden />}
          loading={state.step === 'reading'}
          onClick={() => input.current?.click()}
        >
          Import playlists
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          aria-label="Choose playlist files to import"
          className="sf-visually-hidden"
          tabIndex={-1}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) void importer.choose(files);
          }}
        />
        <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void exportAll()}>
          Export all (JSON)
        </Button>
      </Flex>
      <p className="sf-playlists-formats">
        Reads Google Takeout playlist CSVs (choose one or several “…-videos.csv”), FreeTube’s playlists.db, a
        NewPipe backup (.zip) and Piped or LibreTube JSON, up to 20 MB. The file is read in your browser; only
        video ids are sent.
      </p>
      {state.step === 'refused' ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={`${state.fileName} was not imported`}
          description={state.message}
          closable={{ onClose: importer.reset }}
        />
      ) : null}
      {state.step === 'done' ? (
        <Alert
          type="success"
          showIcon
          role="status"
          title={`Imported ${state.playlists} ${state.playlists === 1 ? 'playlist' : 'playlists'} (${state.added.toLocaleString('en-US')} videos)`}
          description={state.already > 0 ? `${state.already} were in Watch later already.` : undefined}
          closable={{ onClose: importer.reset }}
        />
      ) : null}
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

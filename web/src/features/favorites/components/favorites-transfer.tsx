import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useRef, useState } from 'react';
import { getServerMessage } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { useToast } from '@/lib/toast';
import { getAllFavorites } from '../api/get-favorites';
import { useFavoritesImport } from '../hooks/use-favorites-import';
import { exportFileName, favoritesToCsv, favoritesToOpml } from '../utils/export-favorites';
import { ImportPreview } from './import-preview';
import './favorites.css';

const ACCEPT = '.csv,.json,.db,.opml,.xml,text/csv,application/json,text/xml,text/x-opml';

/** Import favourites from another app's export (read in the browser), and export them as OPML or CSV. */
export function FavoritesTransfer({ hasFavorites }: { hasFavorites: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const importer = useFavoritesImport();
  const { state } = importer;
  const [exporting, setExporting] = useState<'opml' | 'csv' | null>(null);
  const { toast } = useToast();

  /** The screen shows a page at a time; an export reads every page first. */
  const exportAs = async (extension: 'opml' | 'csv') => {
    setExporting(extension);
    try {
      const favorites = await getAllFavorites();
      const now = new Date();
      if (extension === 'opml')
        downloadFile(
          exportFileName('opml', now),
          favoritesToOpml(favorites, now),
          'text/x-opml;charset=utf-8',
        );
      else downloadFile(exportFileName('csv', now), favoritesToCsv(favorites), 'text/csv;charset=utf-8');
    } catch (error) {
      toast({
        title: 'Export failed',
        description: getServerMessage(error, 'Your favorites could not be read. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setExporting(null);
    }
  };

  return (
    <div className="sf-favorites-transfer">
      <Flex gap={12} wrap>
        <Button
          icon={<UploadOutlined aria-hidden />}
          loading={state.step === 'reading'}
          onClick={() => input.current?.click()}
        >
          Import channels
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          aria-label="Choose a subscriptions file to import"
          className="sf-visually-hidden"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void importer.choose(file);
          }}
        />
        <Button
          icon={<DownloadOutlined aria-hidden />}
          disabled={!hasFavorites}
          loading={exporting === 'opml'}
          onClick={() => void exportAs('opml')}
        >
          Export OPML
        </Button>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          disabled={!hasFavorites}
          loading={exporting === 'csv'}
          onClick={() => void exportAs('csv')}
        >
          Export CSV
        </Button>
      </Flex>
      <p className="sf-favorites-formats">
        Reads Google Takeout’s subscriptions.csv, NewPipe, Piped, FreeTube and Invidious exports and OPML (up
        to 1 MB and 5,000 channels). The file is read in your browser.
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
          title={`Added ${state.added} ${state.added === 1 ? 'channel' : 'channels'}`}
          description={state.already > 0 ? `${state.already} were favourites already.` : undefined}
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

import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { FilePickerButton } from '@/components/transfer/file-picker-button';
import { ImportOutcome } from '@/components/transfer/import-outcome';
import { downloadFile } from '@/lib/download-file';
import { useExport } from '@/lib/use-export';
import { getAllFavorites } from '../api/get-favorites';
import { useFavoritesImport } from '../hooks/use-favorites-import';
import { exportFileName, favoritesToCsv, favoritesToOpml } from '../utils/export-favorites';
import { ImportPreview } from './import-preview';
import './favorites.css';

const ACCEPT = '.csv,.json,.db,.opml,.xml,text/csv,application/json,text/xml,text/x-opml';

/** Import favourites from another app's export (read in the browser), and export them as OPML or CSV. */
export function FavoritesTransfer({ hasFavorites }: { hasFavorites: boolean }) {
  const importer = useFavoritesImport();
  const { state } = importer;
  const exporter = useExport<'opml' | 'csv'>('favorites');

  /** The screen shows a page at a time; an export reads every page first. */
  const exportAs = (extension: 'opml' | 'csv') =>
    exporter.run(extension, async () => {
      const favorites = await getAllFavorites();
      const now = new Date();
      if (extension === 'opml')
        downloadFile(
          exportFileName('opml', now),
          favoritesToOpml(favorites, now),
          'text/x-opml;charset=utf-8',
        );
      else downloadFile(exportFileName('csv', now), favoritesToCsv(favorites), 'text/csv;charset=utf-8');
    });

  return (
    <div className="sf-favorites-transfer">
      <Flex gap={12} wrap>
        <FilePickerButton
          label="Choose a subscriptions file to import"
          accept={ACCEPT}
          loading={state.step === 'reading'}
          onFiles={([file]) => void importer.choose(file!)}
        >
          Import channels
        </FilePickerButton>
        {(['opml', 'csv'] as const).map((extension) => (
          <Button
            key={extension}
            icon={<DownloadOutlined aria-hidden />}
            disabled={!hasFavorites}
            loading={exporter.running === extension}
            onClick={() => void exportAs(extension)}
          >
            Export {extension.toUpperCase()}
          </Button>
        ))}
      </Flex>
      <p className="sf-favorites-formats">
        Reads Google Takeout’s subscriptions.csv, NewPipe, Piped, FreeTube and Invidious exports and OPML (up
        to 1 MB and 5,000 channels). The file is read in your browser.
      </p>
      <ImportOutcome
        refused={state.step === 'refused' ? state : null}
        done={
          state.step === 'done'
            ? {
                title: `Added ${state.added} ${state.added === 1 ? 'channel' : 'channels'}`,
                description: state.already > 0 ? `${state.already} were favourites already.` : undefined,
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

import { Checkbox, Flex, List, Typography } from 'antd';
import { ImportPreviewFrame, useUnticked } from '@/components/transfer/import-preview-frame';
import { toPlainText } from '@/lib/sanitize';
import type { ImportPreview as Preview, PlaylistPreview } from '../utils/import/build-preview';
import { formatNames, skipReasonText } from '../utils/import/import-types';

interface ImportPreviewProps {
  fileName: string;
  preview: Preview;
  isAdding: boolean;
  onAdd: (chosen: PlaylistPreview[]) => void;
  onCancel: () => void;
}

const SHOWN_TITLES = 5;

/** One playlist of the file: where it goes, the first titles (the catalog's), and what was skipped and why. */
function PlaylistSection({
  playlist,
  checked,
  onCheck,
}: {
  playlist: PlaylistPreview;
  checked: boolean;
  onCheck: (checked: boolean) => void;
}) {
  const target = playlist.into === 'watch-later' ? 'into Watch later' : 'as a new playlist';
  return (
    <List.Item className="sf-playlist-import-item">
      <Flex vertical gap={4} style={{ minWidth: 0, width: '100%' }}>
        <Checkbox
          checked={checked}
          disabled={playlist.videos.length === 0}
          onChange={(event) => onCheck(event.target.checked)}
        >
          <Typography.Text strong>{playlist.name}</Typography.Text>{' '}
          <Typography.Text type="secondary">
            {playlist.videos.length.toLocaleString('en-US')} videos {target}
          </Typography.Text>
        </Checkbox>
        {playlist.videos.length > 0 ? (
          <ol className="sf-playlist-import-titles" aria-label={`First videos of ${playlist.name}`}>
            {playlist.videos.slice(0, SHOWN_TITLES).map((video) => (
              <li key={video.id} className="sf-clamp-2">
                {toPlainText(video.snippet.title)}
              </li>
            ))}
            {playlist.videos.length > SHOWN_TITLES ? (
              <li className="sf-secondary">and {playlist.videos.length - SHOWN_TITLES} more</li>
            ) : null}
          </ol>
        ) : null}
        {playlist.skipped.length > 0 ? (
          <details>
            <summary>Skipped ({playlist.skipped.length})</summary>
            <ul className="sf-playlist-import-skipped">
              {playlist.skipped.map((entry, index) => (
                <li key={`${entry.label}-${index}`}>
                  <span className="sf-clamp-2">{entry.label}</span>{' '}
                  <Typography.Text type="secondary">{skipReasonText[entry.reason]}</Typography.Text>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </Flex>
    </List.Item>
  );
}

/** What an import would make, playlist by playlist; nothing is added until the user says so. */
export function ImportPreview({ fileName, preview, isAdding, onAdd, onCancel }: ImportPreviewProps) {
  const { isTicked, tick } = useUnticked<number>();
  const chosen = preview.playlists.filter((playlist, index) => playlist.videos.length > 0 && isTicked(index));

  return (
    <ImportPreviewFrame
      titleId="playlist-import-title"
      fileName={fileName}
      preview={preview}
      summary={`Read as: ${formatNames[preview.format]}. Titles and pictures are YouTube’s, looked up in ${preview.lookups.toLocaleString('en-US')} ${preview.lookups === 1 ? 'call' : 'calls'} of up to 50 videos.`}
      addLabel={`Import ${chosen.length} ${chosen.length === 1 ? 'playlist' : 'playlists'}`}
      canAdd={chosen.length > 0}
      isAdding={isAdding}
      onAdd={() => onAdd(chosen)}
      onCancel={onCancel}
    >
      <List
        aria-label="Playlists in the file"
        dataSource={preview.playlists}
        renderItem={(playlist, index) => (
          <PlaylistSection
            playlist={playlist}
            checked={playlist.videos.length > 0 && isTicked(index)}
            onCheck={(checked) => tick(index, checked)}
          />
        )}
      />
    </ImportPreviewFrame>
  );
}

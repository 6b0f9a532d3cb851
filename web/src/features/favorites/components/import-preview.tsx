import { Avatar, Checkbox, Flex, List, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { AddFavoriteRequest, ImportFavoriteChannel } from '@stillframe/contracts';
import { ImportPreviewFrame, useUnticked } from '@/components/transfer/import-preview-frame';
import { formatSubscribers } from '@/lib/format/numbers';
import { toPlainText } from '@/lib/sanitize';
import type { ImportPreview as Preview } from '../utils/import/build-preview';
import { formatNames, skipReasonText } from '../utils/import/import-types';
import './favorites.css';

interface ImportPreviewProps {
  fileName: string;
  preview: Preview;
  isAdding: boolean;
  onAdd: (chosen: ImportFavoriteChannel[]) => void;
  onCancel: () => void;
}

const ChannelRow = ({ channel }: { channel: AddFavoriteRequest }) => (
  <Flex gap={12} align="center">
    <Avatar size={40} src={channel.thumbnailUrl || undefined} alt="">
      {toPlainText(channel.title).charAt(0)}
    </Avatar>
    <Flex vertical style={{ minWidth: 0 }}>
      <Typography.Text strong className="sf-clamp-2">
        {toPlainText(channel.title)}
      </Typography.Text>
      <Typography.Text type="secondary">{formatSubscribers(channel.subscriberCount)}</Typography.Text>
    </Flex>
  </Flex>
);

/** A titled, scrolling list of the preview; a section without items shows `empty`, or nothing. */
function PreviewSection<T>({
  title,
  items,
  empty,
  renderItem,
}: {
  title: string;
  items: T[];
  empty?: string;
  renderItem: (item: T) => ReactNode;
}) {
  if (items.length === 0 && !empty) return null;
  return (
    <>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {title} ({items.length})
      </Typography.Title>
      {items.length === 0 ? (
        <Typography.Paragraph>{empty}</Typography.Paragraph>
      ) : (
        <List
          className="sf-import-list"
          aria-label={title}
          dataSource={items}
          renderItem={(item) => <List.Item>{renderItem(item)}</List.Item>}
        />
      )}
    </>
  );
}

/** What an import would add, what is a favourite already and what was skipped and why; nothing is added yet. */
export function ImportPreview({ fileName, preview, isAdding, onAdd, onCancel }: ImportPreviewProps) {
  const { isTicked, tick } = useUnticked<string>();
  const chosen = preview.toAdd.filter((channel) => isTicked(channel.id));

  return (
    <ImportPreviewFrame
      titleId="import-preview-title"
      fileName={fileName}
      preview={preview}
      summary={`Read as: ${formatNames[preview.format]}`}
      addLabel={`Add ${chosen.length} ${chosen.length === 1 ? 'channel' : 'channels'}`}
      canAdd={chosen.length > 0}
      isAdding={isAdding}
      onAdd={() => onAdd(chosen)}
      onCancel={onCancel}
    >
      <PreviewSection
        title="To add"
        items={preview.toAdd}
        empty="No new channels in this file."
        renderItem={(channel) => (
          <Checkbox
            checked={isTicked(channel.id)}
            onChange={(event) => tick(channel.id, event.target.checked)}
            aria-label={`Add ${toPlainText(channel.title)}`}
          >
            <ChannelRow channel={channel} />
          </Checkbox>
        )}
      />
      <PreviewSection
        title="Already favourites"
        items={preview.alreadyFavorites}
        renderItem={(channel) => <ChannelRow channel={channel} />}
      />
      <PreviewSection
        title="Skipped"
        items={preview.skipped}
        renderItem={(entry) => (
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text className="sf-clamp-2">{entry.label}</Typography.Text>
            <Typography.Text type="secondary">{skipReasonText[entry.reason]}</Typography.Text>
          </Flex>
        )}
      />
    </ImportPreviewFrame>
  );
}

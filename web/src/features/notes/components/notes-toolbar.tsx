import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented } from 'antd';
import type { NoteSort } from '@stillframe/contracts';
import { MenuButton } from '@/components/ui/menu-button';
import { useExportNotes } from '../hooks/use-export-notes';

export function NotesToolbar({
  sort,
  onSortChange,
}: {
  sort: NoteSort;
  onSortChange: (sort: NoteSort) => void;
}) {
  const { exportNotes, isExporting } = useExportNotes();
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Segmented
        aria-label="Sort notes"
        value={sort}
        onChange={(value) => onSortChange(value as NoteSort)}
        options={[
          { label: 'Newest first', value: 'newest' },
          { label: 'Oldest first', value: 'oldest' },
        ]}
      />
      <MenuButton
        items={[
          { key: 'markdown', label: 'Markdown (.md)' },
          { key: 'text', label: 'Plain text (.txt)' },
        ]}
        onSelect={(key) => void exportNotes(key === 'markdown' ? 'markdown' : 'text')}
        renderTrigger={(props) => (
          <Button {...props} icon={<DownloadOutlined aria-hidden />} loading={isExporting}>
            Export Notes
          </Button>
        )}
      />
    </Flex>
  );
}

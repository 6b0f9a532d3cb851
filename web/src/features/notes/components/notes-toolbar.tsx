import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented } from 'antd';
import { useRef } from 'react';
import type { NoteSort } from '@stillframe/contracts';
import { MenuButton } from '@/components/ui/menu-button';
import { useExportNotes } from '../hooks/use-export-notes';

interface NotesToolbarProps {
  sort: NoteSort;
  onSortChange: (sort: NoteSort) => void;
  onBackup: () => void;
  onImportFile: (file: File) => void;
}

export function NotesToolbar({ sort, onSortChange, onBackup, onImportFile }: NotesToolbarProps) {
  const { exportNotes, isExporting } = useExportNotes();
  const fileInput = useRef<HTMLInputElement>(null);
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
      <Flex gap={8} wrap>
        <MenuButton
          items={[
            { key: 'markdown', label: 'Markdown (.md)' },
            { key: 'text', label: 'Plain text (.txt)' },
            { key: 'backup', label: 'Backup of all notes (.json)' },
          ]}
          onSelect={(key) => {
            if (key === 'backup') onBackup();
            else void exportNotes(key === 'markdown' ? 'markdown' : 'text');
          }}
          renderTrigger={(props) => (
            <Button {...props} icon={<DownloadOutlined aria-hidden />} loading={isExporting}>
              Export Notes
            </Button>
          )}
        />
        <Button icon={<UploadOutlined aria-hidden />} onClick={() => fileInput.current?.click()}>
          Import Backup
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label="Backup file to import"
          className="sf-visually-hidden"
          tabIndex={-1}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onImportFile(file);
          }}
        />
      </Flex>
    </Flex>
  );
}

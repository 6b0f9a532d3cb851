import { DeleteOutlined, EditOutlined, LockOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatNoteDate } from '@/lib/format/dates';
import { formatPlaybackTime } from '@/lib/format/duration';
import { toPlainText } from '@/lib/sanitize';
import { isReadable, type NoteView } from '../utils/note-view';
import { NoteEditor } from './note-editor';

interface NoteCardProps {
  view: NoteView;
  isSaving: boolean;
  isDeleting: boolean;
  onSave: (text: string) => Promise<boolean>;
  onDelete: () => void;
}

export function NoteCard({ view, isSaving, isDeleting, onSave, onDelete }: NoteCardProps) {
  const [editing, setEditing] = useState(false);
  const { modal } = App.useApp();
  const title = toPlainText(view.videoTitle) || (view.videoId ? 'Untitled video' : 'Encrypted note');

  const confirmDelete = () =>
    modal.confirm({
      title: 'Delete this note?',
      content: 'This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: onDelete,
    });

  const heading = view.videoId ? (
    <Link to={paths.watch.getHref(view.videoId, view.timestamp ?? undefined)}>{title}</Link>
  ) : (
    title
  );

  return (
    <Card
      className="sf-note-card"
      title={heading}
      extra={
        view.isEncrypted ? (
          <Tag icon={<LockOutlined aria-hidden />} color="#531dab">
            Encrypted
          </Tag>
        ) : null
      }
    >
      <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
        {view.timestamp !== null ? <Tag>{formatPlaybackTime(view.timestamp)}</Tag> : null}
        <Typography.Text type="secondary">{formatNoteDate(view.createdAt)}</Typography.Text>
      </Flex>
      {editing ? (
        <NoteEditor
          initialText={view.text}
          isSaving={isSaving}
          onCancel={() => setEditing(false)}
          onSave={async (text) => (await onSave(text)) && setEditing(false)}
        />
      ) : (
        <div
          className="sf-note-body sf-pre-wrap"
          style={{ opacity: isReadable(view) ? 1 : 0.65, fontStyle: isReadable(view) ? 'normal' : 'italic' }}
        >
          {view.text}
        </div>
      )}
      {!editing ? (
        <Flex justify="end" gap={8} style={{ marginTop: 12 }}>
          {isReadable(view) ? (
            <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
              Edit
            </Button>
          ) : null}
          <Button danger icon={<DeleteOutlined aria-hidden />} loading={isDeleting} onClick={confirmDelete}>
            Delete
          </Button>
        </Flex>
      ) : null}
    </Card>
  );
}

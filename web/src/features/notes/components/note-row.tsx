import { DeleteOutlined, EditOutlined, LockOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatNoteDate } from '@/lib/format/dates';
import { formatPlaybackTime } from '@/lib/format/duration';
import { isReadable, type NoteView } from '../utils/note-view';
import { HighlightedText } from './highlighted-text';
import { NoteEditor } from './note-editor';
import './notes.css';

/** Up to this many characters on one line, a note is short: it shows whole, on one line. */
const SHORT_NOTE = 120;

export interface NoteRowProps {
  view: NoteView;
  terms: readonly string[] | undefined;
  isSaving: boolean;
  isDeleting: boolean;
  onSave: (text: string) => Promise<boolean>;
  onDelete: () => void;
}

/** One note as one line: its time (opening the video there), its text, and its actions. */
export function NoteRow({ view, terms, isSaving, isDeleting, onSave, onDelete }: NoteRowProps) {
  const [editing, setEditing] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const { modal } = App.useApp();
  const readable = isReadable(view);
  const long = view.text.length > SHORT_NOTE || view.text.includes('\n');
  const time = view.timestamp !== null ? formatPlaybackTime(view.timestamp) : null;

  const confirmDelete = () =>
    modal.confirm({
      title: 'Delete this note?',
      content: 'This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: onDelete,
    });

  if (editing)
    return (
      <div className="sf-note-row sf-note-row-editing">
        <NoteEditor
          initialText={view.text}
          isSaving={isSaving}
          onCancel={() => setEditing(false)}
          onSave={async (text) => (await onSave(text)) && setEditing(false)}
        />
      </div>
    );

  return (
    <div className="sf-note-row" data-note-id={view.id}>
      <span className="sf-note-time">
        {view.videoId && time !== null ? (
          <Link
            to={paths.watch.getHref(view.videoId, view.timestamp ?? undefined)}
            aria-label={`Open at ${time}`}
          >
            {time}
          </Link>
        ) : null}
      </span>
      <span
        className={`sf-note-text${long && !expanded ? ' sf-note-text-clamped' : ''}${readable ? '' : ' sf-note-text-placeholder'}`}
      >
        {view.isEncrypted ? <LockOutlined aria-label="Encrypted" className="sf-note-lock" /> : null}
        <HighlightedText text={view.text} terms={terms} />
      </span>
      <time className="sf-note-date" dateTime={view.createdAt}>
        {formatNoteDate(view.createdAt)}
      </time>
      <span className="sf-note-actions">
        {long ? (
          <Button type="link" size="small" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
            {expanded ? 'Less' : 'More'}
          </Button>
        ) : null}
        {/* A title, not a Tooltip per row: hundreds of rows stay light to draw. */}
        {readable ? (
          <Button
            type="text"
            size="small"
            aria-label="Edit note"
            title="Edit"
            icon={<EditOutlined aria-hidden />}
            onClick={() => setEditing(true)}
          />
        ) : null}
        <Button
          type="text"
          size="small"
          danger
          aria-label="Delete note"
          title="Delete"
          loading={isDeleting}
          icon={<DeleteOutlined aria-hidden />}
          onClick={confirmDelete}
        />
      </span>
    </div>
  );
}

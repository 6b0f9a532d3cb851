import { Button, Flex, Input } from 'antd';
import { useId, useState } from 'react';
import './notes.css';

interface NoteEditorProps {
  initialText: string;
  isSaving: boolean;
  onSave: (text: string) => void;
  onCancel: () => void;
}

export function NoteEditor({ initialText, isSaving, onSave, onCancel }: NoteEditorProps) {
  const [text, setText] = useState(initialText);
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sf-visually-hidden">
        Edit note
      </label>
      <Input.TextArea
        id={id}
        className="sf-note-textarea"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 6 }}
        autoFocus
      />
      <Flex justify="end" gap={8} style={{ marginTop: 12 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" disabled={!text.trim()} loading={isSaving} onClick={() => onSave(text)}>
          Save
        </Button>
      </Flex>
    </div>
  );
}

import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { isCryptoSupported } from '@/lib/crypto';
import { useNoteKey } from '@/lib/encryption/note-key-context';
import { formatPlaybackTime } from '@/lib/format/duration';
import { useToast } from '@/lib/toast';
import { useSaveNote } from '../hooks/use-save-note';
import type { NoteTarget } from '../utils/note-target';
import { EncryptSwitch } from './encrypt-switch';
import { PasswordPrompt } from './password-prompt';
import './notes.css';

interface NoteDialogProps {
  open: boolean;
  target: NoteTarget;
  onClose: () => void;
  /** Take the note while the video keeps playing (a shortcut's choice); it pauses otherwise. */
  keepPlaying?: boolean;
}

/** Take a note at the current playback time. The player pauses while the dialog is open and resumes when it closes. */
export function NoteDialog({ open, target, onClose, keepPlaying = false }: NoteDialogProps) {
  const [text, setText] = useState('');
  const [encrypt, setEncrypt] = useState(false);
  const [prompting, setPrompting] = useState(false);
  const [timestamp, setTimestamp] = useState(0);
  /** A storage bound's refusal: said in the dialog, with the text kept, until the next try or close. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const { noteKey } = useNoteKey();
  const { save, isSaving } = useSaveNote();
  const { toast } = useToast();
  const textId = useId();
  const { player } = target;
  const playerRef = useRef(player);
  playerRef.current = player;

  useEffect(() => {
    if (!open) return;
    const current = playerRef.current;
    setTimestamp(current.getCurrentTime());
    if (keepPlaying) return;
    current.pause();
    return () => current.play();
  }, [open, keepPlaying]);

  const toggleEncrypt = (checked: boolean) => {
    if (checked && !noteKey) setPrompting(true);
    else setEncrypt(checked);
  };

  const close = () => {
    setText('');
    setRefusal(null);
    onClose();
  };

  const submit = async () => {
    if (!text.trim()) {
      toast({
        title: 'Empty note',
        description: 'Please enter some text for your note',
        variant: 'destructive',
      });
      return;
    }
    if (encrypt && !noteKey) {
      setPrompting(true);
      return;
    }
    setRefusal(null);
    try {
      const { videoId, videoTitle, videoThumbnailUrl, channelId = '', channelTitle = '' } = target;
      await save(
        { note: text, videoId, videoTitle, videoThumbnailUrl, timestamp, channelId, channelTitle },
        encrypt ? noteKey : null,
      );
      close();
    } catch (error) {
      if (isApiError(error, 'storage_limit')) {
        setRefusal(error.serverMessage ?? 'Your account has as many notes as it can keep.');
        return;
      }
      toast({
        title: 'Failed to create note',
        description: 'There was an error creating your note. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Modal open={open} title="Take a Note" onCancel={close} footer={null} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        At {formatPlaybackTime(timestamp)} in “{target.videoTitle}”
      </Typography.Paragraph>
      <label htmlFor={textId} className="sf-visually-hidden">
        Note
      </label>
      <Input.TextArea
        id={textId}
        className="sf-note-textarea"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Write your note..."
        autoSize={{ minRows: 6, maxRows: 14 }}
        autoFocus
      />
      <div style={{ margin: '16px 0' }}>
        <EncryptSwitch checked={encrypt} supported={isCryptoSupported()} onChange={toggleEncrypt} />
      </div>
      {refusal ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title="This note was not saved"
          description={refusal}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Flex justify="end" gap={8}>
        <Button onClick={close}>Cancel</Button>
        <Button type="primary" disabled={!text.trim()} loading={isSaving} onClick={() => void submit()}>
          Save Note
        </Button>
      </Flex>
      <PasswordPrompt
        open={prompting}
        purpose="encrypt"
        onCancel={() => setPrompting(false)}
        onUnlocked={() => {
          setPrompting(false);
          setEncrypt(true);
        }}
      />
    </Modal>
  );
}

import { Button, Flex, Modal, Typography } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { PasswordInput } from '@/components/ui/password-input';
import { useNoteKey } from '@/lib/encryption/note-key-context';
import { useToast } from '@/lib/toast';
import { unlockErrorToast, type UnlockPurpose } from '../utils/unlock-error-toast';

interface PasswordPromptProps {
  open: boolean;
  purpose: UnlockPurpose;
  onUnlocked: (key: CryptoKey) => void;
  onCancel: () => void;
}

const texts = {
  decrypt: {
    title: 'Unlock Encrypted Notes',
    body: 'Enter your account password to decrypt your encrypted notes.',
    action: 'Unlock',
  },
  encrypt: {
    title: 'Enable Encryption',
    body: 'Enter your account password to encrypt this note in your browser.',
    action: 'Confirm',
  },
} as const;

/** Asks for the password (verified through the login call) and sets up the note key; Enter submits. */
export function PasswordPrompt({ open, purpose, onUnlocked, onCancel }: PasswordPromptProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { unlock } = useNoteKey();
  const { toast } = useToast();
  const inputId = useId();
  const text = texts[purpose];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || busy) return;
    setBusy(true);
    try {
      const key = await unlock(password);
      setPassword('');
      onUnlocked(key);
    } catch (error) {
      toast(unlockErrorToast(error, purpose));
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    setPassword('');
    onCancel();
  };

  return (
    <Modal open={open} title={text.title} onCancel={cancel} footer={null} destroyOnHidden>
      <form onSubmit={submit}>
        <Typography.Paragraph type="secondary">{text.body}</Typography.Paragraph>
        <PasswordInput
          id={inputId}
          label="Password"
          value={password}
          onValueChange={setPassword}
          autoComplete="current-password"
          autoFocus
        />
        <Flex justify="end" gap={8} style={{ marginTop: 20 }}>
          <Button onClick={cancel}>Cancel</Button>
          <Button type="primary" htmlType="submit" disabled={!password} loading={busy}>
            {text.action}
          </Button>
        </Flex>
      </form>
    </Modal>
  );
}

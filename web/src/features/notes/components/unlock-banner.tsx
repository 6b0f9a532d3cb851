import { LockOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { PasswordPrompt } from './password-prompt';

/** Shown while encrypted notes cannot be read yet in this session. */
export function UnlockBanner({ count }: { count: number }) {
  const [open, setOpen] = useState(false);
  if (count === 0) return null;
  return (
    <>
      <Alert
        type="info"
        showIcon
        icon={<LockOutlined aria-hidden />}
        style={{ marginBottom: 16 }}
        title={count === 1 ? 'One encrypted note is locked.' : `${count} encrypted notes are locked.`}
        description="Enter your password to read them. It stays in this browser tab only."
        action={<Button onClick={() => setOpen(true)}>Unlock</Button>}
      />
      <PasswordPrompt
        open={open}
        purpose="decrypt"
        onCancel={() => setOpen(false)}
        onUnlocked={() => setOpen(false)}
      />
    </>
  );
}

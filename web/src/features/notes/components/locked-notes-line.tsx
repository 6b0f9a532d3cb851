import { Button, Typography } from 'antd';
import { useState } from 'react';
import { PasswordPrompt } from './password-prompt';

/**
 * One quiet line, with Unlock, while encrypted notes are locked. On a video's notes it says only what is
 * known: the server cannot tell which video an encrypted note is on (its video id is encrypted too), so
 * never a count that would claim notes for this video.
 */
export function LockedNotesLine({
  message = 'Encrypted notes are locked: any on this video show once you unlock them.',
}: {
  message?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Typography.Paragraph type="secondary">
        {message}{' '}
        <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => setOpen(true)}>
          Unlock
        </Button>
      </Typography.Paragraph>
      <PasswordPrompt
        open={open}
        purpose="decrypt"
        onCancel={() => setOpen(false)}
        onUnlocked={() => setOpen(false)}
      />
    </>
  );
}

import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useAccess } from '@/lib/auth/use-access';
import { useToast } from '@/lib/toast';
import type { NoteTarget } from '../utils/note-target';
import { NoteDialog } from './note-dialog';

export function TakeNoteButton({ target }: { target: NoteTarget }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const access = useAccess();
  const { toast } = useToast();

  const onClick = () => {
    if (access.status === 'granted') setOpen(true);
    else
      toast({
        title: 'Subscription Required',
        description: 'Upgrade to Stillframe Pro to take notes on videos.',
        variant: 'destructive',
      });
  };

  return (
    <>
      <Button ref={button} type="primary" icon={<EditOutlined aria-hidden />} onClick={onClick}>
        Take Note
      </Button>
      {open ? (
        <NoteDialog
          open={open}
          target={target}
          onClose={() => {
            setOpen(false);
            // The dialog unmounts at once, so the modal cannot hand focus back itself.
            button.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

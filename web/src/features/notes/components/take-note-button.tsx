import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useAccess } from '@/lib/auth/use-access';
import { useToast } from '@/lib/toast';
import type { NoteTarget } from '../utils/note-target';
import { NoteDialog } from './note-dialog';

/** A keyboard shortcut asking for a note: a new `id` each time; `keepPlaying` leaves the video running. */
export interface NoteRequest {
  id: number;
  keepPlaying: boolean;
}

export function TakeNoteButton({ target, request }: { target: NoteTarget; request?: NoteRequest }) {
  const [open, setOpen] = useState(false);
  const [keepPlaying, setKeepPlaying] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const access = useAccess();
  const { toast } = useToast();

  const openDialog = (keepRunning: boolean) => {
    setKeepPlaying(keepRunning);
    if (access.status === 'granted') setOpen(true);
    else
      toast({
        title: 'Subscription Required',
        description: 'Upgrade to Stillframe Pro to take notes on videos.',
        variant: 'destructive',
      });
  };
  const latest = useRef(openDialog);
  latest.current = openDialog;

  useEffect(() => {
    if (request) latest.current(request.keepPlaying);
  }, [request]);

  return (
    <>
      <Button
        ref={button}
        type="primary"
        icon={<EditOutlined aria-hidden />}
        onClick={() => openDialog(false)}
      >
        Take Note
      </Button>
      {open ? (
        <NoteDialog
          open={open}
          target={target}
          keepPlaying={keepPlaying}
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

import { Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { PlaylistLimits, type Playlist } from '@stillframe/contracts';
import { getServerMessage } from '@/lib/api-client';
import { useRenamePlaylist } from '../api/playlist-changes';

/** "Rename" and its dialog: the new name is saved on OK, and a refusal is said in the dialog. */
export function RenamePlaylist({ playlist }: { playlist: Playlist }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(playlist.name);
  const rename = useRenamePlaylist();
  const close = () => {
    setOpen(false);
    rename.reset();
  };
  return (
    <>
      <Button
        type="link"
        aria-label={`Rename ${playlist.name}`}
        onClick={() => {
          setName(playlist.name);
          setOpen(true);
        }}
      >
        Rename
      </Button>
      <Modal
        open={open}
        title={`Rename “${playlist.name}”`}
        okText="Rename"
        okButtonProps={{ disabled: !name.trim(), loading: rename.isPending }}
        onOk={() => rename.mutate({ id: playlist.id, name }, { onSuccess: close })}
        onCancel={close}
        destroyOnHidden
      >
        <label htmlFor="sf-rename-playlist">Name</label>
        <Input
          id="sf-rename-playlist"
          value={name}
          maxLength={PlaylistLimits.maxNameLength}
          autoFocus
          onChange={(event) => setName(event.target.value)}
          onPressEnter={() => name.trim() && rename.mutate({ id: playlist.id, name }, { onSuccess: close })}
        />
        {rename.isError ? (
          <Typography.Text type="danger" role="alert">
            {getServerMessage(rename.error, 'The playlist could not be renamed.')}
          </Typography.Text>
        ) : null}
      </Modal>
    </>
  );
}

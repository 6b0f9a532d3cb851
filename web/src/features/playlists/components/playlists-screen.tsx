import { Button, Flex, Form, Input, List, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PlaylistLimits, type Playlist } from '@stillframe/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { getServerMessage } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { usePlaylists } from '../api/get-playlists';
import { useCreatePlaylist, useDeletePlaylist } from '../api/playlist-changes';
import { PlaylistsTransfer } from './playlists-transfer';
import { RenamePlaylist } from './rename-playlist';
import './playlists.css';

const videos = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'video' : 'videos'}`;

function CreatePlaylistForm() {
  const [name, setName] = useState('');
  const create = useCreatePlaylist();
  const [error, setError] = useState<string>();
  const submit = () =>
    create.mutate(name, {
      onSuccess: () => {
        setName('');
        setError(undefined);
      },
      onError: (failure) => setError(getServerMessage(failure, 'The playlist could not be created.')),
    });
  return (
    <Form layout="inline" onFinish={submit} className="sf-playlist-create">
      <Form.Item
        label="New playlist"
        htmlFor="sf-new-playlist"
        validateStatus={error ? 'error' : undefined}
        help={error}
        style={{ flex: 1, minWidth: 0 }}
      >
        <Input
          id="sf-new-playlist"
          value={name}
          maxLength={PlaylistLimits.maxNameLength}
          placeholder="Name"
          onChange={(event) => setName(event.target.value)}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={!name.trim()} loading={create.isPending}>
        Create
      </Button>
    </Form>
  );
}

function PlaylistRow({ playlist }: { playlist: Playlist }) {
  const remove = useDeletePlaylist();
  const { toast } = useToast();
  const watchLater = playlist.kind === 'watch-later';
  const actions = watchLater
    ? []
    : [
        <RenamePlaylist key="rename" playlist={playlist} />,
        <Popconfirm
          key="delete"
          title={`Delete “${playlist.name}”?`}
          description="Its list of videos goes with it; the videos stay on YouTube."
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            remove.mutate(playlist.id, {
              onError: (error) =>
                toast({
                  title: 'Error',
                  description: getServerMessage(error, 'The playlist could not be deleted.'),
                  variant: 'destructive',
                }),
            })
          }
        >
          <Button type="link" danger loading={remove.isPending} aria-label={`Delete ${playlist.name}`}>
            Delete
          </Button>
        </Popconfirm>,
      ];
  return (
    <List.Item actions={actions}>
      <List.Item.Meta
        title={
          <Link to={paths.playlist.getHref(watchLater ? 'watch-later' : playlist.id)}>{playlist.name}</Link>
        }
        description={
          <Flex gap={8} align="center" wrap>
            <span>{videos(playlist.videoCount)}</span>
            {watchLater ? <Tag>Built in</Tag> : null}
          </Flex>
        }
      />
    </List.Item>
  );
}

/** Watch later and the named playlists: create, rename, delete, import and export. */
export function PlaylistsScreen() {
  const playlists = usePlaylists();
  const items = playlists.data?.items ?? [];
  return (
    <div className="sf-page">
      <Typography.Title level={1}>Playlists</Typography.Title>
      <CreatePlaylistForm />
      {playlists.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : playlists.isError ? (
        <EmptyState title="Unable to load playlists" description="Please try again later." />
      ) : (
        <>
          <List
            aria-label="Your playlists"
            dataSource={items}
            renderItem={(playlist) => <PlaylistRow playlist={playlist} />}
          />
          <PlaylistsTransfer playlists={items} />
        </>
      )}
    </div>
  );
}

import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, type MenuProps } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getServerMessage } from '@/lib/api-client';
import { useAccess } from '@/lib/auth/use-access';
import { useToast } from '@/lib/toast';
import { usePlaylists } from '../api/get-playlists';
import { useAddToPlaylist, usePlaylistsWithVideo, useRemoveVideoFrom } from '../api/save-video';
import { useWatchLaterToggle } from '../hooks/use-watch-later-toggle';
import { WatchLaterIcon } from './watch-later-icon';

interface SaveToPlaylistProps {
  videoId: string;
  /** The W shortcut: a new id toggles Watch later. */
  request?: { id: number };
  /** On the end panel only Watch later is offered. */
  compact?: boolean;
}

/** Watch later in one click (or W), and the named playlists in a menu; shown to those who have Pro. */
export function SaveToPlaylist(props: SaveToPlaylistProps) {
  return useAccess().status === 'granted' ? <SaveButtons {...props} /> : null;
}

/** The buttons themselves, each playlist ticked when it holds the video. */
function SaveButtons({ videoId, request, compact = false }: SaveToPlaylistProps) {
  const holding = usePlaylistsWithVideo(videoId, true);
  const playlists = usePlaylists(!compact);
  const watchLater = useWatchLaterToggle();
  const add = useAddToPlaylist();
  const remove = useRemoveVideoFrom();
  const { toast } = useToast();
  const saved = holding.data?.inWatchLater ?? false;
  const toggle = () => (saved ? watchLater.takeOut(videoId) : watchLater.save(videoId));

  const latest = useRef(toggle);
  latest.current = toggle;
  const handled = useRef(request?.id);
  useEffect(() => {
    if (!request || request.id === handled.current) return;
    handled.current = request.id;
    latest.current();
  }, [request]);

  const named = (playlists.data?.items ?? []).filter((playlist) => playlist.kind === 'playlist');
  const inPlaylist = new Set(holding.data?.playlistIds ?? []);
  const items: MenuProps['items'] = [
    ...named.map((playlist) => ({
      key: playlist.id,
      label: `${inPlaylist.has(playlist.id) ? '✓ ' : ''}${playlist.name}`,
    })),
    ...(named.length > 0 ? [{ type: 'divider' as const }] : []),
    { key: 'new', label: <Link to={paths.playlists.getHref()}>New playlist…</Link> },
  ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    const playlist = named.find((candidate) => candidate.id === key);
    if (!playlist) return;
    const options = {
      onSuccess: () =>
        toast({
          title: inPlaylist.has(key) ? `Removed from ${playlist.name}` : `Saved to ${playlist.name}`,
          variant: 'success' as const,
        }),
      onError: (error: unknown) =>
        toast({
          title: 'Not saved',
          description: getServerMessage(error, 'The playlist could not be changed.'),
          variant: 'destructive',
        }),
    };
    if (inPlaylist.has(key)) remove.mutate({ id: key, videoId }, options);
    else add.mutate({ id: key, videoId }, options);
  };

  const watchLaterButton = (
    <Button
      icon={<WatchLaterIcon saved={saved} />}
      aria-pressed={saved}
      loading={watchLater.isPending}
      disabled={holding.isPending}
      onClick={toggle}
      title="W"
    >
      {saved ? 'In Watch later' : 'Watch later'}
    </Button>
  );
  if (compact) return watchLaterButton;
  return (
    <Space.Compact>
      {watchLaterButton}
      <Dropdown menu={{ items, onClick: onMenu }} trigger={['click']}>
        <Button icon={<DownOutlined aria-hidden />} aria-label="Save to a playlist" />
      </Dropdown>
    </Space.Compact>
  );
}

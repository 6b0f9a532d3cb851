import { CaretRightOutlined, DownloadOutlined } from '@ant-design/icons';
import { useQueries } from '@tanstack/react-query';
import { Button, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Video } from '@stillframe/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { useToast } from '@/lib/toast';
import { getAllPlaylistVideos, usePlaylistPages } from '../api/get-playlist';
import { videoDetailsQuery } from '../api/get-video-details';
import { useMoveInPlaylist, useRemoveFromPlaylist } from '../api/playlist-changes';
import { fileNameOf, playlistToCsv } from '../utils/export-playlists';
import { watchInPlaylistHref } from '../utils/watch-in-playlist';
import { PlaylistVideoList } from './playlist-video-list';
import { RenamePlaylist } from './rename-playlist';
import './playlists.css';

/** The catalog's details of every loaded page: one call of at most 50 ids per page, cached and shared. */
function usePageDetails(pages: ReadonlyArray<readonly string[]>): {
  details: Map<string, Video>;
  pending: boolean;
} {
  return useQueries({ queries: pages.map(videoDetailsQuery), combine: detailsOfPages });
}

// Built again only when an answer changes (a memo keyed on the answers would change its number of keys as
// pages load, which React does not allow: the map stayed empty).
const detailsOfPages = (results: Array<{ data?: Video[]; isPending: boolean; fetchStatus: string }>) => ({
  details: new Map(results.flatMap((result) => result.data ?? []).map((video) => [video.id, video])),
  pending: results.some((result) => result.isPending && result.fetchStatus !== 'idle'),
});

/** One playlist: its videos in order, reordered by drag or keyboard, removed, played in order, exported. */
export function PlaylistScreen({ playlistId }: { playlistId: string }) {
  const pages = usePlaylistPages(playlistId);
  const move = useMoveInPlaylist();
  const remove = useRemoveFromPlaylist();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const pageIds = (pages.data?.pages ?? []).map((page) => page.items.map((item) => item.videoId));
  const { details, pending } = usePageDetails(pageIds);
  const playlist = pages.data?.pages[0]?.playlist;
  const videoIds = pageIds.flat();

  const failed = (fallback: string) => (error: unknown) =>
    toast({ title: 'Error', description: getServerMessage(error, fallback), variant: 'destructive' });

  if (pages.isPending)
    return (
      <div className="sf-page">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  if (pages.isError || !playlist)
    return (
      <div className="sf-page">
        <EmptyState
          title={isApiError(pages.error, 'not_found') ? 'Playlist not found' : 'Unable to load the playlist'}
          description={<Link to={paths.playlists.getHref()}>All playlists</Link>}
        />
      </div>
    );

  const exportCsv = async () => {
    setExporting(true);
    try {
      const videos = await getAllPlaylistVideos(playlistId);
      downloadFile(
        fileNameOf(`${playlist.name}-videos`, '.csv'),
        playlistToCsv(videos),
        'text/csv;charset=utf-8',
      );
    } catch (error) {
      failed('The playlist could not be read. Please try again.')(error);
    } finally {
      setExporting(false);
    }
  };
  const first = videoIds[0];

  return (
    <div className="sf-page">
      <Link to={paths.playlists.getHref()}>All playlists</Link>
      <Typography.Title level={1}>{playlist.name}</Typography.Title>
      <Flex gap={12} wrap align="center" className="sf-playlist-toolbar">
        <Typography.Text type="secondary">
          {playlist.videoCount.toLocaleString('en-US')} {playlist.videoCount === 1 ? 'video' : 'videos'}
        </Typography.Text>
        <Button
          type="primary"
          icon={<CaretRightOutlined aria-hidden />}
          disabled={!first}
          onClick={() => first && navigate(watchInPlaylistHref(first, playlistId))}
        >
          Play all
        </Button>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={exporting}
          disabled={!first}
          onClick={() => void exportCsv()}
        >
          Export CSV
        </Button>
        {playlist.kind === 'playlist' ? <RenamePlaylist playlist={playlist} /> : null}
      </Flex>
      {videoIds.length === 0 ? (
        <EmptyState
          title="No videos yet"
          description="Save videos here with the Watch later button on any video, or from the watch page."
        />
      ) : (
        <PlaylistVideoList
          playlistId={playlistId}
          videoIds={videoIds}
          details={details}
          detailsPending={pending}
          onMove={(videoId, position) =>
            move.mutate(
              { id: playlistId, videoId, position },
              { onError: failed('The video could not be moved.') },
            )
          }
          onRemove={(videoId) =>
            remove.mutate({ id: playlistId, videoId }, { onError: failed('The video could not be removed.') })
          }
        />
      )}
      {pages.hasNextPage ? (
        <Flex justify="center" style={{ marginTop: 24 }}>
          <Button onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
            Show more
          </Button>
        </Flex>
      ) : null}
    </div>
  );
}

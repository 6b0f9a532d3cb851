import { Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { OverBudgetState } from '@/components/ui/over-budget-state';
import { StillTrying } from '@/components/ui/still-trying';
import { Pager } from '@/components/video/pager';
import { VideoGrid } from '@/components/video/video-grid';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { overBudgetMessage } from '@/lib/over-budget';
import { usePageTokenHistory } from '@/lib/use-page-token-history';
import { useYouTubePlaylist } from '../api/get-youtube-playlist';
import { playlistEntryToVideo } from '../utils/to-video-summary';

/** What the search result that opened the playlist said of it; a reload or a shared link has none. */
interface OpenedFrom {
  title?: string;
  channelTitle?: string;
}

/**
 * A YouTube playlist found by search, read-only: its videos in the playlist's order, a page at a time.
 * Its title comes from the search result that opened it (YouTube's playlist items do not carry it).
 */
export function YouTubePlaylistScreen({ playlistId }: { playlistId: string }) {
  const openedFrom = (useLocation().state ?? {}) as OpenedFrom;
  const paging = usePageTokenHistory(playlistId);
  const playlist = useYouTubePlaylist(playlistId, paging.pageToken);
  const videos = useMemo(() => (playlist.data?.items ?? []).map(playlistEntryToVideo), [playlist.data]);
  const owner = playlist.data?.items[0]?.snippet;
  const ownerTitle = owner?.channelTitle ?? openedFrom.channelTitle;
  const count = playlist.data?.pageInfo?.totalResults;
  const overBudget = overBudgetMessage(playlist.error);

  return (
    <div className="sf-page">
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {openedFrom.title ?? 'YouTube playlist'}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {ownerTitle && owner?.channelId ? (
          <>
            By <Link to={paths.channel.getHref(owner.channelId)}>{ownerTitle}</Link>
          </>
        ) : (
          ownerTitle
        )}
        {count !== undefined ? ` · ${count.toLocaleString('en')} ${count === 1 ? 'video' : 'videos'}` : null}
      </Typography.Paragraph>
      {playlist.isPending ? (
        <>
          <StillTrying isPending failureCount={playlist.failureCount} />
          <VideoGrid videos={[]} viewMode="thumbnail" isLoading />
        </>
      ) : overBudget ? (
        <OverBudgetState message={overBudget} />
      ) : playlist.isError ? (
        <EmptyState
          title={
            playlist.error instanceof ApiError && playlist.error.status === 404
              ? 'Playlist not found'
              : 'Unable to load the playlist'
          }
          description={
            playlist.error instanceof ApiError && playlist.error.status === 404
              ? 'It may have been deleted or made private.'
              : 'Please try again later.'
          }
        />
      ) : videos.length === 0 && paging.page === 1 ? (
        <EmptyState title="No videos" description="This playlist has no public videos." />
      ) : (
        <>
          <VideoGrid videos={videos} viewMode="thumbnail" />
          <Pager
            page={paging.page}
            canPrevious={paging.canPrevious}
            canNext={Boolean(playlist.data.nextPageToken)}
            onPrevious={paging.previous}
            onNext={() => paging.next(playlist.data.nextPageToken)}
          />
        </>
      )}
    </div>
  );
}

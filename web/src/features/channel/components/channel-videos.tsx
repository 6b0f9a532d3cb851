import { Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import type { ChannelOrder, SearchDuration } from '@stillframe/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { OverBudgetState } from '@/components/ui/over-budget-state';
import { StillTrying } from '@/components/ui/still-trying';
import { Pager } from '@/components/video/pager';
import { VideoGrid } from '@/components/video/video-grid';
import type { ViewMode } from '@/components/video/video-summary';
import { overBudgetMessage } from '@/lib/over-budget';
import { usePageTokenHistory } from '@/lib/use-page-token-history';
import { useToast } from '@/lib/toast';
import { useChannelVideos } from '../api/get-channel-videos';
import { channelErrorText } from '../utils/channel-error-text';
import { playlistItemToVideo } from '../utils/to-video-summary';

interface ChannelVideosProps {
  channelId: string;
  channelTitle: string;
  order: ChannelOrder;
  duration: SearchDuration;
  q: string;
  hideShorts: boolean;
  viewMode: ViewMode;
}

export function ChannelVideos({
  channelId,
  channelTitle,
  order,
  duration,
  q,
  hideShorts,
  viewMode,
}: ChannelVideosProps) {
  const paging = usePageTokenHistory(`${channelId}|${order}|${duration}|${q}|${hideShorts}`);
  const videosQuery = useChannelVideos({
    channelId,
    order,
    videoDuration: duration,
    q,
    hideShorts,
    pageToken: paging.pageToken,
  });
  const { toast } = useToast();
  const videos = useMemo(
    () => (videosQuery.data?.items ?? []).map((item) => playlistItemToVideo(item, channelTitle)),
    [videosQuery.data, channelTitle],
  );

  const overBudget = overBudgetMessage(videosQuery.error);

  useEffect(() => {
    // Over budget is said calmly where the uploads would be, not in a red toast.
    if (videosQuery.error && !overBudget) {
      toast({
        title: 'Error',
        description: channelErrorText(videosQuery.error, 'Unable to load channel videos'),
        variant: 'destructive',
      });
    }
  }, [videosQuery.error, overBudget, toast]);

  if (videosQuery.isPending)
    return (
      <>
        <StillTrying isPending failureCount={videosQuery.failureCount} />
        <VideoGrid videos={[]} viewMode={viewMode} isLoading />
      </>
    );
  if (overBudget) return <OverBudgetState message={overBudget} />;
  if (videosQuery.isError) {
    return (
      <EmptyState
        title="Unable to load channel videos"
        description={channelErrorText(videosQuery.error, 'Please try again later.')}
      />
    );
  }
  const read = videosQuery.data.uploadsRead;
  // Said whenever the bound stopped the reading: a search or "oldest first" then covers the newest uploads only.
  const partial =
    read && !read.complete ? (
      <Typography.Paragraph type="secondary" className="sf-channel-read-note">
        Looked through the newest {read.count.toLocaleString('en-US')} uploads of this channel.
      </Typography.Paragraph>
    ) : null;
  if (videos.length === 0 && paging.page === 1)
    return (
      <>
        {partial}
        <EmptyState
          title="No videos found"
          description={q ? `No upload of this channel mentions “${q}”.` : 'Try other filters.'}
        />
      </>
    );

  return (
    <>
      {partial}
      <VideoGrid videos={videos} viewMode={viewMode} />
      <Pager
        page={paging.page}
        canPrevious={paging.canPrevious}
        canNext={Boolean(videosQuery.data.nextPageToken)}
        onPrevious={paging.previous}
        onNext={() => paging.next(videosQuery.data.nextPageToken)}
      />
    </>
  );
}

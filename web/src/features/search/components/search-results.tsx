import { useEffect, useMemo } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { OverBudgetState } from '@/components/ui/over-budget-state';
import { StillTrying } from '@/components/ui/still-trying';
import { Pager } from '@/components/video/pager';
import { VideoGrid } from '@/components/video/video-grid';
import type { ViewMode } from '@/components/video/video-summary';
import { overBudgetMessage } from '@/lib/over-budget';
import { useToast } from '@/lib/toast';
import { useSearchVideos, type SearchParams } from '../api/search-videos';
import { searchErrorText } from '../utils/search-error-text';
import { searchItemToVideo } from '../utils/to-video-summary';
import { ChannelResultCard, PlaylistResultCard } from './search-result-cards';

interface SearchResultsProps {
  params: SearchParams;
  page: number;
  viewMode: ViewMode;
  onNext: (nextPageToken: string) => void;
  onPrevious: () => void;
}

const nothingFound = {
  video: { title: 'No videos found', description: 'Try a different search query' },
  channel: { title: 'No channels found', description: 'Try a different search query or another upload date' },
  playlist: {
    title: 'No playlists found',
    description: 'Try a different search query or another upload date',
  },
} as const;

/** One page of a search (videos, channels or playlists); the screen keeps the page and its token in the URL. */
export function SearchResults({ params, page, viewMode, onNext, onPrevious }: SearchResultsProps) {
  const search = useSearchVideos(params);
  const { toast } = useToast();
  const items = search.data?.items;
  const videos = useMemo(
    () => (items ?? []).flatMap((item) => (item.type === 'video' ? [searchItemToVideo(item)] : [])),
    [items],
  );

  const overBudget = overBudgetMessage(search.error);

  useEffect(() => {
    // Over budget is said calmly where the results would be, not in a red toast.
    if (search.error && !overBudget)
      toast({
        title: 'Search failed',
        description: searchErrorText(search.error).toast,
        variant: 'destructive',
      });
  }, [search.error, overBudget, toast]);

  if (search.isPending)
    return (
      <>
        <StillTrying isPending failureCount={search.failureCount} />
        <VideoGrid videos={[]} viewMode={viewMode} isLoading />
      </>
    );
  if (overBudget) return <OverBudgetState message={overBudget} />;
  if (search.isError)
    return (
      <EmptyState icon="search" title="Search failed" description={searchErrorText(search.error).screen} />
    );
  const type = params.type ?? 'video';
  const found = search.data.items;
  if (found.length === 0 && page === 1) return <EmptyState icon="search" {...nothingFound[type]} />;

  return (
    <>
      {type === 'video' ? (
        <VideoGrid videos={videos} viewMode={viewMode} />
      ) : (
        <ul className="sf-video-grid" aria-label={type === 'channel' ? 'Channels' : 'Playlists'}>
          {found.map((item) => {
            if (item.type === 'channel')
              return (
                <li key={item.id.channelId}>
                  <ChannelResultCard item={item} />
                </li>
              );
            if (item.type === 'playlist')
              return (
                <li key={item.id.playlistId}>
                  <PlaylistResultCard item={item} />
                </li>
              );
            return null;
          })}
        </ul>
      )}
      <Pager
        page={page}
        canPrevious={page > 1}
        canNext={Boolean(search.data.nextPageToken)}
        onPrevious={onPrevious}
        onNext={() => search.data.nextPageToken && onNext(search.data.nextPageToken)}
      />
    </>
  );
}

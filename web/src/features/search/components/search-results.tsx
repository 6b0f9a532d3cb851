import { useEffect, useMemo } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { StillTrying } from '@/components/ui/still-trying';
import { Pager } from '@/components/video/pager';
import { VideoGrid } from '@/components/video/video-grid';
import type { ViewMode } from '@/components/video/video-summary';
import { usePageTokenHistory } from '@/lib/use-page-token-history';
import { useToast } from '@/lib/toast';
import { useSearchVideos, type SearchParams } from '../api/search-videos';
import { searchErrorText } from '../utils/search-error-text';
import { searchItemToVideo } from '../utils/to-video-summary';

interface SearchResultsProps {
  params: Omit<SearchParams, 'pageToken'>;
  viewMode: ViewMode;
}

/** One search, paged with a token history; page 1 again on any new query or filter. */
export function SearchResults({ params, viewMode }: SearchResultsProps) {
  const paging = usePageTokenHistory(JSON.stringify(params));
  const search = useSearchVideos({ ...params, pageToken: paging.pageToken });
  const { toast } = useToast();
  const videos = useMemo(() => (search.data?.items ?? []).map(searchItemToVideo), [search.data]);

  useEffect(() => {
    if (search.error)
      toast({
        title: 'Search failed',
        description: searchErrorText(search.error).toast,
        variant: 'destructive',
      });
  }, [search.error, toast]);

  if (search.isPending)
    return (
      <>
        <StillTrying isPending failureCount={search.failureCount} />
        <VideoGrid videos={[]} viewMode={viewMode} isLoading />
      </>
    );
  if (search.isError)
    return (
      <EmptyState icon="search" title="Search failed" description={searchErrorText(search.error).screen} />
    );
  if (videos.length === 0 && paging.page === 1) {
    return <EmptyState icon="search" title="No videos found" description="Try a different search query" />;
  }

  return (
    <>
      <VideoGrid videos={videos} viewMode={viewMode} />
      <Pager
        page={paging.page}
        canPrevious={paging.canPrevious}
        canNext={Boolean(search.data.nextPageToken)}
        onPrevious={paging.previous}
        onNext={() => paging.next(search.data.nextPageToken)}
      />
    </>
  );
}

import { FilterOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { SearchOrderSchema } from '@stillframe/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { VideoFilters } from '@/components/video/video-filters';
import { VideoGrid } from '@/components/video/video-grid';
import { ViewModeToggle } from '@/components/video/view-mode-toggle';
import { useSearchState } from '../hooks/use-search-state';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';

export function SearchScreen() {
  const search = useSearchState();
  const { query, order, duration, viewMode, page } = search.state;
  const [showFilters, setShowFilters] = useState(false);

  return (
    <div className="sf-page">
      <Typography.Title level={1} className="sf-visually-hidden">
        Search
      </Typography.Title>
      <SearchForm key={query} initialQuery={query} onSearch={search.search} />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ margin: '16px 0' }}>
        <Button
          icon={<FilterOutlined aria-hidden />}
          onClick={() => setShowFilters((v) => !v)}
          aria-expanded={showFilters}
          aria-controls={showFilters ? 'search-filters' : undefined}
        >
          {showFilters ? 'Hide Filters' : 'Show Filters'}
        </Button>
        <ViewModeToggle value={viewMode} onChange={search.setViewMode} />
      </Flex>
      {showFilters ? (
        <div id="search-filters" style={{ marginBottom: 16 }}>
          <VideoFilters
            idPrefix="search"
            orders={SearchOrderSchema.options}
            order={order}
            duration={duration}
            onOrderChange={search.setOrder}
            onDurationChange={search.setDuration}
          />
        </div>
      ) : null}
      {query && !search.ready ? <VideoGrid videos={[]} viewMode={viewMode} isLoading /> : null}
      {query && search.ready ? (
        <SearchResults
          params={{ q: query, order, videoDuration: duration, pageToken: search.pageToken }}
          page={page}
          viewMode={viewMode}
          onNext={search.next}
          onPrevious={search.previous}
        />
      ) : null}
      {!query ? (
        <EmptyState
          icon="search"
          title="Search for videos"
          description="Enter a topic, a title or a channel name to get started."
        />
      ) : null}
    </div>
  );
}

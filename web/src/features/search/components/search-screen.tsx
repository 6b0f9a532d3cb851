import { FilterOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SearchOrderSchema } from '@stillframe/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { VideoFilters } from '@/components/video/video-filters';
import { VideoGrid } from '@/components/video/video-grid';
import { ViewModeToggle } from '@/components/video/view-mode-toggle';
import { useSearchPreferences } from '../hooks/use-search-preferences';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';

export function SearchScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q')?.trim() ?? '';
  const [showFilters, setShowFilters] = useState(false);
  const prefs = useSearchPreferences();

  return (
    <div className="sf-page">
      <Typography.Title level={1} className="sf-visually-hidden">
        Search
      </Typography.Title>
      <SearchForm key={query} initialQuery={query} onSearch={(q) => setSearchParams({ q })} />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ margin: '16px 0' }}>
        <Button
          icon={<FilterOutlined aria-hidden />}
          onClick={() => setShowFilters((v) => !v)}
          aria-expanded={showFilters}
          aria-controls={showFilters ? 'search-filters' : undefined}
        >
          {showFilters ? 'Hide Filters' : 'Show Filters'}
        </Button>
        <ViewModeToggle value={prefs.viewMode} onChange={prefs.setViewMode} />
      </Flex>
      {showFilters ? (
        <div id="search-filters" style={{ marginBottom: 16 }}>
          <VideoFilters
            idPrefix="search"
            orders={SearchOrderSchema.options}
            order={prefs.order}
            duration={prefs.duration}
            onOrderChange={prefs.setOrder}
            onDurationChange={prefs.setDuration}
          />
        </div>
      ) : null}
      {query && !prefs.ready ? <VideoGrid videos={[]} viewMode={prefs.viewMode} isLoading /> : null}
      {query && prefs.ready ? (
        <SearchResults
          params={{ q: query, order: prefs.order, videoDuration: prefs.duration }}
          viewMode={prefs.viewMode}
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

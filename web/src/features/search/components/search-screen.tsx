import { lazy, useState } from 'react';
import { SearchOrderValues } from '@stillframe/contracts/plain';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterIcon } from '@/components/ui/icons';
import { VideoGrid } from '@/components/video/video-grid';
import { ViewModeToggle } from '@/components/video/view-mode-toggle';
import { AntdScope } from '@/lib/theme/antd-scope';
import { useSearchState } from '../hooks/use-search-state';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import './search.css';

// The filters are antd Selects: they load, with antd, when first shown (docs/decisions/0019-light-first-page.md).
const VideoFilters = lazy(() =>
  import('@/components/video/video-filters').then((m) => ({ default: m.VideoFilters })),
);

/** Plain elements except the filters, so the screen's first load carries no antd. */
export function SearchScreen() {
  const search = useSearchState();
  const { query, order, duration, viewMode, page } = search.state;
  const [showFilters, setShowFilters] = useState(false);

  return (
    <div className="sf-page">
      <h1 className="sf-visually-hidden">Search</h1>
      <SearchForm key={query} initialQuery={query} onSearch={search.search} />
      <div className="sf-toolbar">
        <button
          type="button"
          className="sf-button"
          onClick={() => setShowFilters((v) => !v)}
          aria-expanded={showFilters}
          aria-controls={showFilters ? 'search-filters' : undefined}
        >
          <FilterIcon />
          {showFilters ? 'Hide Filters' : 'Show Filters'}
        </button>
        <ViewModeToggle value={viewMode} onChange={search.setViewMode} />
      </div>
      {showFilters ? (
        <div id="search-filters" style={{ marginBottom: 16 }}>
          <AntdScope>
            <VideoFilters
              idPrefix="search"
              orders={SearchOrderValues}
              order={order}
              duration={duration}
              onOrderChange={search.setOrder}
              onDurationChange={search.setDuration}
            />
          </AntdScope>
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

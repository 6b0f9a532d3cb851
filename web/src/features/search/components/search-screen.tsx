import { lazy, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterIcon } from '@/components/ui/icons';
import { VideoGrid } from '@/components/video/video-grid';
import { ViewModeToggle } from '@/components/video/view-mode-toggle';
import { AntdScope } from '@/lib/theme/antd-scope';
import { searchParamsOf } from '../api/search-videos';
import { useSearchState } from '../hooks/use-search-state';
import { hasNarrowingFilters } from '../utils/search-url';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import './search.css';

// The filters are antd controls: they load, with antd, when first shown (docs/decisions/0019-light-first-page.md).
const SearchFilterBar = lazy(() =>
  import('./search-filter-bar').then((m) => ({ default: m.SearchFilterBar })),
);

/** Plain elements except the filters, so the screen's first load carries no antd. */
export function SearchScreen() {
  const search = useSearchState();
  const { query, order, duration, type, uploadDate, features, viewMode, page } = search.state;
  // A link or reload with filters beyond order and duration shows them: what narrows the results is in view.
  const [showFilters, setShowFilters] = useState(() => hasNarrowingFilters(search.state));

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
        <div id="search-filters" role="group" aria-label="Search filters">
          <AntdScope>
            <SearchFilterBar
              type={type}
              uploadDate={uploadDate}
              duration={duration}
              features={features}
              order={order}
              onTypeChange={search.setType}
              onUploadDateChange={search.setUploadDate}
              onDurationChange={search.setDuration}
              onFeaturesChange={search.setFeatures}
              onOrderChange={search.setOrder}
            />
          </AntdScope>
        </div>
      ) : null}
      {query && !search.ready ? <VideoGrid videos={[]} viewMode={viewMode} isLoading /> : null}
      {query && search.ready ? (
        <SearchResults
          params={searchParamsOf({
            q: query,
            order,
            type,
            duration,
            uploadDate,
            features,
            pageToken: search.pageToken,
          })}
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

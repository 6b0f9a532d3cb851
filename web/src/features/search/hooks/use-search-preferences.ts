import { useState } from 'react';
import { DefaultPreferences, type SearchDuration, type SearchOrder } from '@stillframe/contracts';
import type { ViewMode } from '@/components/video/video-summary';
import { useUser } from '@/lib/auth/current-user';

/** Filters and view mode follow the user's saved defaults (else date / medium / thumbnail) until changed here. */
export function useSearchPreferences() {
  const { user, isLoading } = useUser();
  const [order, setOrder] = useState<SearchOrder | null>(null);
  const [duration, setDuration] = useState<SearchDuration | null>(null);
  const [viewMode, setViewMode] = useState<ViewMode | null>(null);
  return {
    /** False until the user (and so their defaults) is known: searching earlier would run with the wrong filters. */
    ready: !isLoading,
    order: order ?? user?.defaultSearchOrder ?? DefaultPreferences.defaultSearchOrder,
    duration: duration ?? user?.defaultSearchDuration ?? DefaultPreferences.defaultSearchDuration,
    viewMode: viewMode ?? user?.defaultViewMode ?? DefaultPreferences.defaultViewMode,
    setOrder,
    setDuration,
    setViewMode,
  };
}

import { useQuery } from '@tanstack/react-query';
import { QueryTiming } from '@/config/constants';
import { useAccess } from '@/lib/auth/use-access';
import { loadBranding } from './branding-loader';
import { useDeArrowSettings } from './dearrow-settings';
import { useShowingOriginal } from './original-titles';
import { formatOriginalTitle } from './title-format';

export interface BrandedVideo {
  title: string;
  /** The community's frame, when shown; the caller falls back to the original when it fails to load. */
  thumbnailUrl: string | undefined;
  /** True when what is shown differs from the original: then the toggle is offered. */
  changed: boolean;
  /** True when the title differs (not only the thumbnail). */
  titleChanged: boolean;
  /** Where the shown title comes from: the community, the original formatted, or the original as is. */
  titleSource: 'community' | 'formatted' | 'original';
  showingOriginal: boolean;
  toggleOriginal: () => void;
}

/**
 * A video's title and thumbnail as the viewer chose to see them: DeArrow's community ones when it is on
 * (Pro), the original formatted when there is no community title and formatting is on, and the
 * original itself whenever the viewer asks for it.
 */
export function useBrandedVideo(
  videoId: string,
  original: { title: string; thumbnailUrl?: string },
): BrandedVideo {
  const access = useAccess();
  const [settings] = useDeArrowSettings();
  const [showingOriginal, toggleOriginal] = useShowingOriginal(videoId);
  const enabled = settings.enabled && access.status === 'granted' && videoId !== '';
  const branding = useQuery({
    queryKey: ['dearrow-branding', videoId],
    queryFn: () => loadBranding(videoId),
    staleTime: QueryTiming.videoStaleMs,
    enabled,
    retry: false,
  });
  const community = enabled ? branding.data : undefined;
  const title =
    community?.title ??
    (enabled && settings.formatOriginalTitles ? formatOriginalTitle(original.title) : original.title);
  const thumbnailUrl = community?.thumbnailUrl ?? original.thumbnailUrl;
  const titleChanged = title !== original.title;
  const changed = titleChanged || thumbnailUrl !== original.thumbnailUrl;
  const titleSource = community?.title ? 'community' : title !== original.title ? 'formatted' : 'original';
  return showingOriginal
    ? {
        title: original.title,
        thumbnailUrl: original.thumbnailUrl,
        changed,
        titleChanged,
        titleSource: 'original',
        showingOriginal,
        toggleOriginal,
      }
    : { title, thumbnailUrl, changed, titleChanged, titleSource, showingOriginal, toggleOriginal };
}

import { lazy, Suspense, type ReactNode } from 'react';
import { VideoCardActionContext } from '@/components/video/video-card-action';
import type { VideoSummary } from '@/components/video/video-summary';

// Loaded with the first card shown, and it checks the access itself: the first page loads neither the
// button nor the access check (bench/web-first-load.mjs).
const WatchLaterCardSlot = lazy(() =>
  import('@/features/playlists/components/watch-later-card-button').then((m) => ({
    default: m.WatchLaterCardSlot,
  })),
);

const renderWatchLater = (video: VideoSummary) => (
  <Suspense fallback={null}>
    <WatchLaterCardSlot videoId={video.videoId} title={video.title} />
  </Suspense>
);

/** Every video card of the app gets a Watch later button, for those who have Pro. */
export function VideoCardActions({ children }: { children: ReactNode }) {
  return (
    <VideoCardActionContext.Provider value={renderWatchLater}>{children}</VideoCardActionContext.Provider>
  );
}

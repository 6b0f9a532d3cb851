import { SKELETON_CARD_COUNT } from '@/config/constants';
import { VideoCard } from './video-card';
import { VideoCardSkeleton } from './video-card-skeleton';
import type { VideoSummary, ViewMode } from './video-summary';
import './video.css';

interface VideoGridProps {
  videos: VideoSummary[];
  viewMode: ViewMode;
  isLoading?: boolean;
}

/** 1 column small, 2 at 576 px, 3 at 992 px, 4 at 1200 px (a CSS grid, styles.css). */
export function VideoGrid({ videos, viewMode, isLoading = false }: VideoGridProps) {
  if (isLoading) {
    return (
      <ul className="sf-video-grid" aria-busy="true" aria-label="Loading videos">
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
          <li key={i} data-testid="video-skeleton">
            <VideoCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="sf-video-grid">
      {videos.map((video) => (
        <li key={video.videoId}>
          <VideoCard video={video} viewMode={viewMode} />
        </li>
      ))}
    </ul>
  );
}

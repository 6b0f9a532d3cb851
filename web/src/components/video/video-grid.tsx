import { Col, Row } from 'antd';
import { SKELETON_CARD_COUNT } from '@/config/constants';
import { VideoCard } from './video-card';
import { VideoCardSkeleton } from './video-card-skeleton';
import type { VideoSummary, ViewMode } from './video-summary';

/** 1 column small, 2 at sm, 3 at lg, 4 at xl. */
const columns = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

interface VideoGridProps {
  videos: VideoSummary[];
  viewMode: ViewMode;
  isLoading?: boolean;
}

export function VideoGrid({ videos, viewMode, isLoading = false }: VideoGridProps) {
  if (isLoading) {
    return (
      <Row gutter={[16, 16]} aria-busy="true" aria-label="Loading videos" role="list">
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
          <Col key={i} {...columns} role="listitem" data-testid="video-skeleton">
            <VideoCardSkeleton />
          </Col>
        ))}
      </Row>
    );
  }
  return (
    <Row gutter={[16, 16]} role="list">
      {videos.map((video) => (
        <Col key={video.videoId} {...columns} role="listitem">
          <VideoCard video={video} viewMode={viewMode} />
        </Col>
      ))}
    </Row>
  );
}

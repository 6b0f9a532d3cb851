import { memo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDuration } from '@/lib/format/duration';
import { formatRelative } from '@/lib/format/dates';
import { toPlainText } from '@/lib/sanitize';
import type { VideoSummary, ViewMode } from './video-summary';
import './video.css';

interface VideoCardProps {
  video: VideoSummary;
  viewMode: ViewMode;
}

/**
 * Thumbnail (or the description), title in two lines, channel, relative time and duration; opens the watch
 * screen. Plain elements drawn like antd's hoverable Card (styles.css), so the search screen loads no antd.
 */
export const VideoCard = memo(function VideoCard({ video, viewMode }: VideoCardProps) {
  const title = toPlainText(video.title);
  const channelTitle = toPlainText(video.channelTitle);
  const description = toPlainText(video.description);
  const duration = formatDuration(video.duration);
  const showDescription = viewMode === 'description';

  const cover = showDescription ? undefined : (
    <div className="sf-thumb">
      {video.thumbnailUrl ? <img src={video.thumbnailUrl} alt="" loading="lazy" /> : null}
      {duration ? (
        <span className="sf-duration" aria-label={`Duration ${duration}`}>
          {duration}
        </span>
      ) : null}
    </div>
  );

  return (
    <Link to={paths.watch.getHref(video.videoId)} className="sf-card-link" data-testid="video-card">
      <div className="sf-video-card sf-video-card-hoverable">
        {cover}
        <div className="sf-video-card-body">
          <h3 className="sf-video-title sf-clamp-2" title={title}>
            {title}
          </h3>
          <span className="sf-secondary" style={{ display: 'block' }}>
            {channelTitle}
          </span>
          <span className="sf-secondary" style={{ fontSize: 12 }}>
            {video.publishedAt ? formatRelative(video.publishedAt) : null}
            {showDescription && duration ? ` · ${duration}` : null}
          </span>
          {showDescription ? (
            <p className="sf-clamp-6 sf-pre-wrap" style={{ margin: '10px 0 0' }}>
              {description || 'No description available.'}
            </p>
          ) : null}
        </div>
      </div>
    </Link>
  );
});

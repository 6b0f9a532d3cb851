import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDuration } from '@/lib/format/duration';
import { formatRelative } from '@/lib/format/dates';
import { toPlainText } from '@/lib/sanitize';
import { OriginalToggle } from '@/lib/dearrow/original-toggle';
import { useBrandedVideo } from '@/lib/dearrow/use-branded-video';
import type { VideoSummary, ViewMode } from './video-summary';
import { useVideoCardAction } from './video-card-action';
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
  // DeArrow's community title and thumbnail when the viewer turned it on, the originals one click away.
  const branded = useBrandedVideo(video.videoId, {
    title: toPlainText(video.title),
    thumbnailUrl: video.thumbnailUrl || undefined,
  });
  const title = branded.title;
  // A community frame the thumbnail service has not drawn yet falls back to the original thumbnail.
  const [failedThumbnail, setFailedThumbnail] = useState<string>();
  const thumbnailUrl =
    branded.thumbnailUrl === failedThumbnail
      ? video.thumbnailUrl
      : (branded.thumbnailUrl ?? video.thumbnailUrl);
  const channelTitle = toPlainText(video.channelTitle);
  const description = toPlainText(video.description);
  const duration = formatDuration(video.duration);
  const showDescription = viewMode === 'description';
  const renderAction = useVideoCardAction();

  const cover = showDescription ? undefined : (
    <div className="sf-thumb">
      {thumbnailUrl ? (
        <img
          src={thumbnailUrl}
          alt=""
          loading="lazy"
          onError={() => {
            if (thumbnailUrl !== video.thumbnailUrl) setFailedThumbnail(thumbnailUrl);
          }}
        />
      ) : null}
      {duration ? (
        <span className="sf-duration" aria-label={`Duration ${duration}`}>
          {duration}
        </span>
      ) : null}
    </div>
  );

  const card = (
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
  // The action is a button beside the link, never inside it (no control within a link).
  const action = renderAction?.(video);
  const toggle = branded.changed ? (
    <OriginalToggle branded={branded} className="sf-card-original-toggle" />
  ) : null;
  return action || toggle ? (
    <div className="sf-video-card-frame">
      {card}
      {action}
      {toggle}
    </div>
  ) : (
    card
  );
});

import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { pickThumbnail } from '@/components/video/video-summary';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format/dates';
import { formatDuration } from '@/lib/format/duration';
import { toPlainText } from '@/lib/sanitize';
import { useCatalogVideos } from '../api/get-catalog-videos';

/**
 * The shared video as the catalog describes it now (thumbnail, title, channel, date, length), each
 * part opening it in Stillframe; the share's own title while the catalog is asked or cannot say.
 */
export function SharedVideoCard({ videoId, sharedTitle }: { videoId: string; sharedTitle: string }) {
  const catalog = useCatalogVideos([videoId]);
  const video = catalog.data?.find((item) => item.id === videoId);
  const title = toPlainText(video?.snippet.title ?? sharedTitle) || videoId;
  const thumbnail = video ? pickThumbnail(video.snippet.thumbnails) : '';
  const duration = formatDuration(video?.contentDetails?.duration);
  const details = [
    video?.snippet.publishedAt ? formatDay(video.snippet.publishedAt) : null,
    duration || null,
  ].filter(Boolean);
  return (
    <div className="sf-shared-video">
      {/* Its place is kept while the catalog is asked, so the title does not jump when it comes. */}
      {thumbnail || catalog.isPending ? (
        <Link to={paths.watch.getHref(videoId)} className="sf-shared-video-thumb" tabIndex={-1} aria-hidden>
          {thumbnail ? <img src={thumbnail} alt="" /> : null}
        </Link>
      ) : null}
      <div className="sf-shared-video-text">
        <Typography.Text type="secondary">Shared notes</Typography.Text>
        <Typography.Title level={1} className="sf-shared-video-title">
          <Link to={paths.watch.getHref(videoId)}>{title}</Link>
        </Typography.Title>
        {video ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            <Link to={paths.channel.getHref(video.snippet.channelId)}>
              {toPlainText(video.snippet.channelTitle)}
            </Link>
            {details.length > 0 ? ` · ${details.join(' · ')}` : null}
          </Typography.Paragraph>
        ) : null}
      </div>
    </div>
  );
}

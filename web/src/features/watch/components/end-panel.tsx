import { ReloadOutlined } from '@ant-design/icons';
import { Button, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatRelative } from '@/lib/format/dates';
import { overBudgetMessage } from '@/lib/over-budget';
import { toPlainText } from '@/lib/sanitize';
import { OriginalToggle } from '@/lib/dearrow/original-toggle';
import { useBrandedVideo } from '@/lib/dearrow/use-branded-video';
import { useNextUpload } from '../api/get-next-upload';

interface EndPanelProps {
  videoId: string;
  onReplay: () => void;
  /** This video's notes, or the plan prompt for those without Pro. */
  notes: ReactNode;
  /** The next video of the playlist being played, offered because the user put it there. */
  upNext?: ReactNode;
  /** Save to Watch later. */
  save?: ReactNode;
}

/**
 * Stillframe's own end screen, over the player's (which shows suggestions even with rel=0): replay, the
 * viewer's notes and the channel's next upload by date. Never a recommendation.
 */
export function EndPanel({ videoId, onReplay, notes, upNext, save }: EndPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="sf-end-panel" role="region" aria-labelledby="sf-end-panel-title">
      <Typography.Title
        level={2}
        id="sf-end-panel-title"
        ref={heading}
        tabIndex={-1}
        className="sf-end-panel-title"
      >
        The video has ended
      </Typography.Title>
      {upNext}
      <div className="sf-end-panel-actions">
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onReplay}>
          Replay
        </Button>
        {save}
      </div>
      <div className="sf-end-panel-columns">
        <section aria-label="Your notes on this video">
          <Typography.Title level={3} className="sf-end-panel-subtitle">
            Your notes
          </Typography.Title>
          {notes}
        </section>
        <section aria-label="Next from this channel">
          <Typography.Title level={3} className="sf-end-panel-subtitle">
            Next from this channel
          </Typography.Title>
          <NextUpload videoId={videoId} />
        </section>
      </div>
    </div>
  );
}

function NextUpload({ videoId }: { videoId: string }) {
  const next = useNextUpload(videoId, true);
  if (next.isPending) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  if (next.isError)
    return (
      <Typography.Text type="secondary">
        {/* Over budget, the catalog's words say when the lookup is possible again. */}
        {overBudgetMessage(next.error) ?? "Could not look up the channel's uploads."}
      </Typography.Text>
    );
  if (next.data.isLatest) return <Typography.Text>This is the channel&apos;s latest upload.</Typography.Text>;
  const video = next.data.next;
  if (!video) return <Typography.Text type="secondary">No later upload found.</Typography.Text>;
  return <NextUploadLink video={video} />;
}

/** The next upload with DeArrow's title and thumbnail when the viewer turned it on, the original one click away. */
function NextUploadLink({
  video,
}: {
  video: { id: string; title: string; thumbnailUrl?: string; publishedAt?: string };
}) {
  const branded = useBrandedVideo(video.id, {
    title: toPlainText(video.title),
    thumbnailUrl: video.thumbnailUrl || undefined,
  });
  const [failedThumbnail, setFailedThumbnail] = useState<string>();
  const thumbnailUrl = branded.thumbnailUrl === failedThumbnail ? video.thumbnailUrl : branded.thumbnailUrl;
  return (
    <div className="sf-next-upload-frame">
      <Link to={paths.watch.getHref(video.id)} className="sf-next-upload">
        {thumbnailUrl ? (
          <img
            src={thumbnailUrl}
            alt=""
            width={120}
            height={68}
            onError={() => {
              if (thumbnailUrl !== video.thumbnailUrl) setFailedThumbnail(thumbnailUrl);
            }}
          />
        ) : null}
        <span>
          <span className="sf-next-upload-title">{branded.title}</span>
          {video.publishedAt ? (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {formatRelative(video.publishedAt)}
            </Typography.Text>
          ) : null}
        </span>
      </Link>
      <OriginalToggle branded={branded} />
    </div>
  );
}

import { Avatar, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Video } from '@stillframe/contracts';
import { paths } from '@/config/paths';
import { formatRelative } from '@/lib/format/dates';
import { formatDuration } from '@/lib/format/duration';
import { toPlainText } from '@/lib/sanitize';
import { OriginalToggle } from '@/lib/dearrow/original-toggle';
import { useBrandedVideo } from '@/lib/dearrow/use-branded-video';

const TITLE_SOURCES = {
  community: 'Title by the DeArrow community',
  formatted: "The uploader's title, formatted",
  original: "The uploader's title",
} as const;

interface VideoMetaProps {
  video: Video;
  channelAvatar?: string;
  actions?: ReactNode;
}

/** Title, duration, relative published time and the channel link. */
export function VideoMeta({ video, channelAvatar, actions }: VideoMetaProps) {
  const duration = formatDuration(video.contentDetails?.duration);
  const channelTitle = toPlainText(video.snippet.channelTitle);
  const branded = useBrandedVideo(video.id, { title: toPlainText(video.snippet.title) });
  return (
    <div style={{ margin: '16px 0' }}>
      <Typography.Title level={1} style={{ fontSize: 22, margin: '0 0 8px' }}>
        {branded.title}
      </Typography.Title>
      {branded.changed ? (
        <p className="sf-watch-title-source">
          <OriginalToggle branded={branded} />{' '}
          <span className="sf-secondary">
            {TITLE_SOURCES[branded.titleSource]} · press <kbd>O</kbd>
          </span>
        </p>
      ) : null}
      <Flex align="center" justify="space-between" wrap gap={12}>
        <Flex align="center" gap={10} wrap>
          <Avatar size={36} src={channelAvatar || undefined} alt="">
            {channelTitle.charAt(0)}
          </Avatar>
          <Link to={paths.channel.getHref(video.snippet.channelId)} style={{ fontWeight: 600 }}>
            {channelTitle}
          </Link>
          <Typography.Text type="secondary">
            {[duration, video.snippet.publishedAt ? formatRelative(video.snippet.publishedAt) : null]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
        </Flex>
        {actions ? (
          <Flex align="center" gap={8} wrap>
            {actions}
          </Flex>
        ) : null}
      </Flex>
    </div>
  );
}

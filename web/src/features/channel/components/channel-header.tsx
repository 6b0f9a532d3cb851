import { Avatar, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Channel } from '@stillframe/contracts';
import { pickThumbnail } from '@/components/video/video-summary';
import { formatSubscribers } from '@/lib/format/numbers';
import { videoCountText } from '../utils/video-count';
import { toPlainText } from '@/lib/sanitize';
import './channel.css';

export function ChannelHeader({
  channel,
  favoriteControl,
}: {
  channel: Channel;
  favoriteControl?: ReactNode;
}) {
  const title = toPlainText(channel.snippet.title);
  const thumbnail = pickThumbnail(channel.snippet.thumbnails);
  return (
    <Flex className="sf-channel-header" align="center" gap={16} wrap>
      <Avatar size={{ xs: 56, sm: 80, md: 80, lg: 80, xl: 80, xxl: 80 }} src={thumbnail || undefined} alt="">
        {title.charAt(0)}
      </Avatar>
      <Flex vertical gap={2} style={{ flex: 1, minWidth: 200 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 26 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">
          {[
            formatSubscribers(channel.statistics?.subscriberCount),
            videoCountText(channel.statistics?.videoCount),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      </Flex>
      {favoriteControl}
    </Flex>
  );
}

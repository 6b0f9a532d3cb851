import { HeartFilled } from '@ant-design/icons';
import { Avatar, Button, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { FavoriteChannel } from '@stillframe/contracts';
import { Hint } from '@/components/ui/hint';
import { paths } from '@/config/paths';
import { formatSubscribers } from '@/lib/format/numbers';
import { toPlainText } from '@/lib/sanitize';

interface FavoriteChannelCardProps {
  channel: FavoriteChannel;
  onRemove: () => void;
  isRemoving: boolean;
}

export function FavoriteChannelCard({ channel, onRemove, isRemoving }: FavoriteChannelCardProps) {
  const title = toPlainText(channel.title);
  const description = toPlainText(channel.description);
  return (
    <Card style={{ height: '100%' }}>
      <Flex gap={12} align="start">
        <Avatar size={56} src={channel.thumbnailUrl || undefined} alt="">
          {title.charAt(0)}
        </Avatar>
        <Flex vertical style={{ flex: 1, minWidth: 0 }}>
          <Link
            to={paths.channel.getHref(channel.id)}
            style={{ fontWeight: 600, fontSize: 16 }}
            className="sf-clamp-2"
          >
            {title}
          </Link>
          <Typography.Text type="secondary">{formatSubscribers(channel.subscriberCount)}</Typography.Text>
        </Flex>
        <Hint title={`Remove ${title} from favorites`}>
          <Button
            shape="circle"
            aria-label={`Remove ${title} from favorites`}
            icon={<HeartFilled aria-hidden style={{ color: '#eb2f96' }} />}
            loading={isRemoving}
            onClick={onRemove}
          />
        </Hint>
      </Flex>
      {description ? (
        <p className="sf-clamp-2" style={{ margin: '12px 0 0', opacity: 0.8 }}>
          {description}
        </p>
      ) : null}
    </Card>
  );
}

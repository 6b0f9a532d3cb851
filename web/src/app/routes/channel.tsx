import { useParams } from 'react-router-dom';
import { ChannelScreen } from '@/features/channel/components/channel-screen';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';

export function ChannelRoute() {
  const { channelId = '' } = useParams();
  return (
    <ChannelScreen
      key={channelId}
      channelId={channelId}
      renderFavorite={(channel) => <FavoriteToggle channel={channel} showLabel />}
    />
  );
}

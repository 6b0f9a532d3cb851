import { useParams, useSearchParams } from 'react-router-dom';
import { ChannelLookupQuerySchema } from '@stillframe/contracts';
import { ChannelScreen } from '@/features/channel/components/channel-screen';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle';
import { VideoDescription } from '@/features/watch/components/video-description';

export function ChannelRoute() {
  const { channelId = '' } = useParams();
  const [searchParams] = useSearchParams();
  // An unknown `by` is ignored: the name is then looked up as an id or handle.
  const lookup = ChannelLookupQuerySchema.safeParse({ by: searchParams.get('by') ?? undefined }).data?.by;
  return (
    <ChannelScreen
      key={`${channelId}:${lookup ?? ''}`}
      channelId={channelId}
      lookup={lookup}
      renderFavorite={(channel) => <FavoriteToggle channel={channel} showLabel />}
      renderAbout={(description) => <VideoDescription description={description} />}
    />
  );
}

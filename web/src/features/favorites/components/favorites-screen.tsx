import { Col, Row, Skeleton, Typography } from 'antd';
import { EmptyState } from '@/components/ui/empty-state';
import { getServerMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth/current-user';
import { useToast } from '@/lib/toast';
import { useFavorites } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';
import { FavoriteChannelCard } from './favorite-channel-card';
import { FavoritesTransfer } from './favorites-transfer';

export function FavoritesScreen() {
  const { user } = useUser();
  const favorites = useFavorites(Boolean(user));
  const remove = useRemoveFavorite();
  const { toast } = useToast();

  const onRemove = (id: string) =>
    remove.mutate(id, {
      onError: (error) =>
        toast({
          title: 'Error',
          description: getServerMessage(error, 'Failed to remove channel from favorites'),
          variant: 'destructive',
        }),
    });

  const body = !user ? (
    <EmptyState icon="heart" title="Sign in to see your favorites" />
  ) : favorites.isPending ? (
    <Skeleton active paragraph={{ rows: 4 }} />
  ) : favorites.isError ? (
    <EmptyState icon="heart" title="Unable to load favorites" description="Please try again later." />
  ) : favorites.data.length === 0 ? (
    <EmptyState
      icon="heart"
      title="No favorite channels yet"
      description="Open a channel and tap the heart to keep it here, or import your subscriptions from another app."
    />
  ) : (
    <Row gutter={[16, 16]} role="list">
      {favorites.data.map((channel) => (
        <Col key={channel.id} xs={24} sm={12} lg={8} role="listitem">
          <FavoriteChannelCard
            channel={channel}
            isRemoving={remove.isPending && remove.variables === channel.id}
            onRemove={() => onRemove(channel.id)}
          />
        </Col>
      ))}
    </Row>
  );

  return (
    <div className="sf-page">
      <Typography.Title level={1}>Your Favorite Channels</Typography.Title>
      {user && favorites.isSuccess ? <FavoritesTransfer favorites={favorites.data} /> : null}
      {body}
    </div>
  );
}

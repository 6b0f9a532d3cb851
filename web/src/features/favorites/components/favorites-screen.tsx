import { Button, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { EmptyState } from '@/components/ui/empty-state';
import { getServerMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth/current-user';
import { useToast } from '@/lib/toast';
import { useFavoritePages } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';
import { FavoriteChannelCard } from './favorite-channel-card';
import { FavoritesTransfer } from './favorites-transfer';

export function FavoritesScreen() {
  const { user } = useUser();
  // A page at a time: an account may keep thousands, the screen shows the newest and "Show more".
  const favorites = useFavoritePages(Boolean(user));
  const channels = favorites.data?.pages.flatMap((page) => page.items) ?? [];
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
  ) : favorites.isError && channels.length === 0 ? (
    <EmptyState icon="heart" title="Unable to load favorites" description="Please try again later." />
  ) : channels.length === 0 ? (
    <EmptyState
      icon="heart"
      title="No favorite channels yet"
      description="Open a channel and tap the heart to keep it here, or import your subscriptions from another app."
    />
  ) : (
    <>
      <Row gutter={[16, 16]} role="list">
        {channels.map((channel) => (
          <Col key={channel.id} xs={24} sm={12} lg={8} role="listitem">
            <FavoriteChannelCard
              channel={channel}
              isRemoving={remove.isPending && remove.variables === channel.id}
              onRemove={() => onRemove(channel.id)}
            />
          </Col>
        ))}
      </Row>
      {favorites.hasNextPage || favorites.isFetchNextPageError ? (
        <Flex vertical align="center" gap={8} style={{ marginTop: 24 }}>
          {favorites.isFetchNextPageError ? (
            <Typography.Text type="danger" role="alert">
              {getServerMessage(favorites.error, 'More favorites could not be loaded. Please try again.')}
            </Typography.Text>
          ) : null}
          <Button onClick={() => void favorites.fetchNextPage()} loading={favorites.isFetchingNextPage}>
            Show more
          </Button>
        </Flex>
      ) : null}
    </>
  );

  return (
    <div className="sf-page">
      <Typography.Title level={1}>Your Favorite Channels</Typography.Title>
      {user && favorites.data ? <FavoritesTransfer hasFavorites={channels.length > 0} /> : null}
      {body}
    </div>
  );
}

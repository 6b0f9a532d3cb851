import { Flex } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import {
  ChannelOrderSchema,
  DefaultPreferences,
  type AddFavoriteRequest,
  type ChannelLookup,
  type ChannelOrder,
  type SearchDuration,
} from '@stillframe/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { StillTrying } from '@/components/ui/still-trying';
import { VideoFilters } from '@/components/video/video-filters';
import type { ViewMode } from '@/components/video/video-summary';
import { ViewModeToggle } from '@/components/video/view-mode-toggle';
import { paths } from '@/config/paths';
import { useIsSigningOut } from '@/lib/auth/clear-session';
import { useUser } from '@/lib/auth/current-user';
import { useToast } from '@/lib/toast';
import { useChannel } from '../api/get-channel';
import { channelErrorText } from '../utils/channel-error-text';
import { channelToFavoriteDraft } from '@/lib/favorites/favorite-draft';
import { ChannelHeader } from './channel-header';
import { ChannelVideos } from './channel-videos';

interface ChannelScreenProps {
  channelId: string;
  /** `username` when `channelId` is a legacy username (from a `youtube.com/user/` link). */
  lookup?: ChannelLookup;
  /** The favourite heart, supplied by the app (it belongs to the favourites feature). */
  renderFavorite?: (channel: AddFavoriteRequest) => ReactNode;
}

/** A channel's uploads; anonymous visitors are sent to /auth (the server needs sign-in for these calls). */
export function ChannelScreen({ channelId, lookup, renderFavorite }: ChannelScreenProps) {
  const { user, isLoading } = useUser();
  const isSigningOut = useIsSigningOut();
  const channel = useChannel(channelId, Boolean(user), lookup);
  const { toast } = useToast();
  const [order, setOrder] = useState<ChannelOrder>('date');
  const [duration, setDuration] = useState<SearchDuration>('any');
  const [chosenViewMode, setViewMode] = useState<ViewMode | null>(null);
  const viewMode = chosenViewMode ?? user?.defaultViewMode ?? DefaultPreferences.defaultViewMode;

  useEffect(() => {
    if (channel.error) {
      toast({
        title: 'Error',
        description: channelErrorText(channel.error, 'Unable to load channel details'),
        variant: 'destructive',
      });
    }
  }, [channel.error, toast]);

  if (isLoading || (!user && isSigningOut)) return <PageSpinner />;
  if (!user) return <Navigate to={paths.auth.getHref()} replace />;
  if (channel.isPending)
    return (
      <>
        <PageSpinner label="Loading channel" />
        <StillTrying isPending failureCount={channel.failureCount} />
      </>
    );
  if (channel.isError) {
    return (
      <div className="sf-page">
        <EmptyState
          title="Unable to load channel"
          description={channelErrorText(channel.error, 'Please try again later.')}
        />
      </div>
    );
  }
  if (!channel.data) {
    return (
      <div className="sf-page">
        <EmptyState
          title="Channel not found"
          description="This channel does not exist or is no longer available."
        />
      </div>
    );
  }

  const data = channel.data;
  return (
    <div className="sf-page">
      <ChannelHeader channel={data} favoriteControl={renderFavorite?.(channelToFavoriteDraft(data))} />
      <Flex className="sf-channel-toolbar" justify="space-between" align="end" wrap gap={16}>
        <VideoFilters
          idPrefix="channel"
          orders={ChannelOrderSchema.options}
          order={order}
          duration={duration}
          onOrderChange={setOrder}
          onDurationChange={setDuration}
        />
        <ViewModeToggle value={viewMode} onChange={setViewMode} />
      </Flex>
      <ChannelVideos
        channelId={data.id}
        channelTitle={data.snippet.title}
        order={order}
        duration={duration}
        viewMode={viewMode}
      />
    </div>
  );
}

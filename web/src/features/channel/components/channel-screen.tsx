import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { DefaultPreferences, type AddFavoriteRequest, type ChannelLookup } from '@stillframe/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { OverBudgetState } from '@/components/ui/over-budget-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { StillTrying } from '@/components/ui/still-trying';
import type { ViewMode } from '@/components/video/video-summary';
import { paths } from '@/config/paths';
import { useIsSigningOut } from '@/lib/auth/clear-session';
import { useUser } from '@/lib/auth/current-user';
import { overBudgetMessage } from '@/lib/over-budget';
import { useToast } from '@/lib/toast';
import { useChannel } from '../api/get-channel';
import { channelErrorText } from '../utils/channel-error-text';
import { channelToFavoriteDraft } from '@/lib/favorites/favorite-draft';
import { useChannelState } from '../hooks/use-channel-state';
import { ChannelAbout } from './channel-about';
import { ChannelHeader } from './channel-header';
import { ChannelTools } from './channel-tools';
import { ChannelVideos } from './channel-videos';

interface ChannelScreenProps {
  channelId: string;
  /** `username` when `channelId` is a legacy username (from a `youtube.com/user/` link). */
  lookup?: ChannelLookup;
  /** The favourite heart, supplied by the app (it belongs to the favourites feature). */
  renderFavorite?: (channel: AddFavoriteRequest) => ReactNode;
  /** The about text with its links, rendered as the app renders descriptions. */
  renderAbout?: (description: string) => ReactNode;
}

/** A channel's uploads; anonymous visitors are sent to /auth (the server needs sign-in for these calls). */
export function ChannelScreen({ channelId, lookup, renderFavorite, renderAbout }: ChannelScreenProps) {
  const { user, isLoading } = useUser();
  const isSigningOut = useIsSigningOut();
  const channel = useChannel(channelId, Boolean(user), lookup);
  const { toast } = useToast();
  const { state, change } = useChannelState();
  const [chosenViewMode, setViewMode] = useState<ViewMode | null>(null);
  const viewMode = chosenViewMode ?? user?.defaultViewMode ?? DefaultPreferences.defaultViewMode;

  const overBudget = overBudgetMessage(channel.error);

  useEffect(() => {
    // Over budget is said calmly on the screen, not in a red toast.
    if (channel.error && !overBudget) {
      toast({
        title: 'Error',
        description: channelErrorText(channel.error, 'Unable to load channel details'),
        variant: 'destructive',
      });
    }
  }, [channel.error, overBudget, toast]);

  if (isLoading || (!user && isSigningOut)) return <PageSpinner />;
  if (!user) return <Navigate to={paths.auth.getHref()} replace />;
  if (channel.isPending)
    return (
      <>
        <PageSpinner label="Loading channel" />
        <StillTrying isPending failureCount={channel.failureCount} />
      </>
    );
  if (overBudget)
    return (
      <div className="sf-page">
        <OverBudgetState message={overBudget} />
      </div>
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
      <ChannelAbout description={data.snippet.description} renderText={renderAbout} />
      <ChannelTools state={state} change={change} viewMode={viewMode} onViewModeChange={setViewMode} />
      <ChannelVideos
        channelId={data.id}
        channelTitle={data.snippet.title}
        order={state.order}
        duration={state.duration}
        q={state.q}
        hideShorts={state.hideShorts}
        viewMode={viewMode}
      />
    </div>
  );
}

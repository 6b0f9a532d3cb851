import { Skeleton } from 'antd';
import { useEffect, type ReactNode } from 'react';
import type { AddFavoriteRequest } from '@stillframe/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { OverBudgetState } from '@/components/ui/over-budget-state';
import { StillTrying } from '@/components/ui/still-trying';
import { QUOTA_MESSAGE } from '@/config/constants';
import { isQuotaError } from '@/lib/api-client';
import { overBudgetMessage } from '@/lib/over-budget';
import { useToast } from '@/lib/toast';
import { useVideo } from '../api/get-video';
import type { NoteRequest, SaveRequest, WatchContext } from '../utils/watch-context';
import { WatchView } from './watch-view';
import './watch.css';

export interface WatchSlots {
  /** Slots filled by the app with other features' parts (favourites, notes). */
  renderFavorite?: (channel: AddFavoriteRequest) => ReactNode;
  renderTakeNote?: (context: WatchContext, request: NoteRequest | undefined) => ReactNode;
  renderTabs?: (context: WatchContext, description: ReactNode) => ReactNode;
  /** The notes beside the player on wide screens, and on the end panel (a plan prompt without Pro). */
  renderNotesPanel?: (context: WatchContext, where: 'aside' | 'end') => ReactNode;
  renderMarkers?: (context: WatchContext, durationSeconds: number) => ReactNode;
  /** Watch later and the playlists (W toggles Watch later); `where` is the actions row or the end panel. */
  renderSave?: (videoId: string, request: SaveRequest | undefined, where: 'actions' | 'end') => ReactNode;
  /** On the end panel: the next video of the playlist being played (`?list=`), if any. */
  renderUpNext?: (videoId: string) => ReactNode;
}

export function WatchScreen({ videoId, ...slots }: WatchSlots & { videoId: string }) {
  const video = useVideo(videoId);
  const { toast } = useToast();

  const overBudget = overBudgetMessage(video.error);

  useEffect(() => {
    // Over budget is said calmly where the video would be, not in a red toast.
    if (!video.error || overBudget) return;
    toast({
      title: 'Error',
      description: isQuotaError(video.error) ? QUOTA_MESSAGE : 'Unable to load video details',
      variant: 'destructive',
    });
  }, [video.error, overBudget, toast]);

  if (video.isPending)
    return (
      <div className="sf-page">
        <StillTrying isPending failureCount={video.failureCount} />
        <Skeleton.Node active style={{ width: '100%', height: 360 }} />
        <Skeleton active />
      </div>
    );
  if (overBudget)
    return (
      <div className="sf-page">
        <OverBudgetState message={overBudget} />
      </div>
    );
  if (video.isError)
    return (
      <div className="sf-page">
        <EmptyState title="Unable to load video" description="Please try again later." />
      </div>
    );
  if (!video.data)
    return (
      <div className="sf-page">
        <EmptyState
          title="Video not found"
          description="This video does not exist or is no longer available."
        />
      </div>
    );
  return <WatchView video={video.data} {...slots} />;
}

import { Skeleton } from 'antd';
import { StillTrying } from '@/components/ui/still-trying';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AddFavoriteRequest } from '@stillframe/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { pickThumbnail } from '@/components/video/video-summary';
import { QUOTA_MESSAGE } from '@/config/constants';
import { isQuotaError } from '@/lib/api-client';
import { useUser } from '@/lib/auth/current-user';
import { idlePlayer, type PlayerHandle } from '@/lib/player/player-handle';
import { useToast } from '@/lib/toast';
import { useVideo } from '../api/get-video';
import { useVideoChannel } from '../api/get-video-channel';
import { parseStartTime } from '../utils/parse-description';
import { favoriteDraftFor } from '../utils/to-favorite-draft';
import { watchContextFor, type WatchContext } from '../utils/watch-context';
import { PlaybackClock } from './playback-clock';
import { VideoDescription } from './video-description';
import { VideoMeta } from './video-meta';
import { VideoPlayer } from './video-player';
import { VisitorPrompt } from './visitor-prompt';

interface WatchScreenProps {
  videoId: string;
  /** Slots filled by the app with other features' parts (favourites, notes). */
  renderFavorite?: (channel: AddFavoriteRequest) => ReactNode;
  renderTakeNote?: (context: WatchContext) => ReactNode;
  renderTabs?: (context: WatchContext, description: ReactNode) => ReactNode;
}

export function WatchScreen({ videoId, renderFavorite, renderTakeNote, renderTabs }: WatchScreenProps) {
  const { user } = useUser();
  const video = useVideo(videoId);
  const channel = useVideoChannel(video.data?.snippet.channelId, Boolean(user));
  const [player, setPlayer] = useState<PlayerHandle>(idlePlayer);
  const [searchParams] = useSearchParams();
  const startSeconds = parseStartTime(searchParams.get('t'));
  const { toast } = useToast();

  useEffect(() => {
    if (!video.error) return;
    toast({
      title: 'Error',
      description: isQuotaError(video.error) ? QUOTA_MESSAGE : 'Unable to load video details',
      variant: 'destructive',
    });
  }, [video.error, toast]);

  const context = useMemo(
    () => (video.data ? watchContextFor(video.data, player) : null),
    [video.data, player],
  );

  if (video.isPending)
    return (
      <div className="sf-page">
        <StillTrying isPending failureCount={video.failureCount} />
        <Skeleton.Node active style={{ width: '100%', height: 360 }} />
        <Skeleton active />
      </div>
    );
  if (video.isError)
    return (
      <div className="sf-page">
        <EmptyState title="Unable to load video" description="Please try again later." />
      </div>
    );
  if (!video.data || !context)
    return (
      <div className="sf-page">
        <EmptyState
          title="Video not found"
          description="This video does not exist or is no longer available."
        />
      </div>
    );

  const data = video.data;
  const description = <VideoDescription description={data.snippet.description} />;
  const actions = user ? (
    <>
      <PlaybackClock player={player} />
      {renderTakeNote?.(context)}
      {renderFavorite?.(favoriteDraftFor(data, channel.data))}
    </>
  ) : null;

  return (
    <div className="sf-page" style={{ maxWidth: 1100 }}>
      <VideoPlayer
        videoId={data.id}
        title={context.videoTitle}
        startSeconds={startSeconds}
        onHandle={setPlayer}
      />
      <VideoMeta
        video={data}
        channelAvatar={channel.data ? pickThumbnail(channel.data.snippet.thumbnails) : undefined}
        actions={actions}
      />
      {user ? (
        (renderTabs?.(context, description) ?? description)
      ) : (
        <>
          {description}
          <VisitorPrompt />
        </>
      )}
    </div>
  );
}

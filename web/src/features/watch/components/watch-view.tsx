import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Video } from '@stillframe/contracts';
import { pickThumbnail } from '@/components/video/video-summary';
import { useUser } from '@/lib/auth/current-user';
import { parseIsoDuration } from '@/lib/format/duration';
import { idlePlayer, type PlayerHandle } from '@/lib/player/player-handle';
import { useVideoChannel } from '../api/get-video-channel';
import { usePlaybackResume } from '../hooks/use-playback-resume';
import { useWatchShortcuts } from '../hooks/use-watch-shortcuts';
import { useMediaQuery, WIDE_WATCH_QUERY } from '../hooks/use-wide-screen';
import type { Playback } from '../hooks/use-youtube-player';
import { parseStartTime } from '../utils/parse-description';
import { SKIP_SECONDS, type ShortcutAction } from '../utils/shortcuts';
import { favoriteDraftFor } from '../utils/to-favorite-draft';
import { watchContextFor, type NoteRequest, type SaveRequest } from '../utils/watch-context';
import { toggleOriginal } from '@/lib/dearrow/original-titles';
import { SponsorSegments } from '../sponsor-segments/sponsor-segments';
import { EndPanel } from './end-panel';
import { PlaybackClock } from './playback-clock';
import { ResumeOffer } from './resume-offer';
import { ShortcutsDialog } from './shortcuts-dialog';
import { VideoDescription } from './video-description';
import { VideoMeta } from './video-meta';
import { VideoPlayer } from './video-player';
import { VisitorPrompt } from './visitor-prompt';
import type { WatchSlots } from './watch-screen';

/** The watch page once the video is known: player, markers, notes beside it on wide screens, shortcuts. */
export function WatchView({ video, ...slots }: WatchSlots & { video: Video }) {
  const { user } = useUser();
  const channel = useVideoChannel(video.snippet.channelId, Boolean(user));
  const wide = useMediaQuery(WIDE_WATCH_QUERY);
  const [player, setPlayer] = useState<PlayerHandle>(idlePlayer);
  const [playback, setPlayback] = useState<{ state: Playback; duration: number }>({
    state: 'idle',
    duration: 0,
  });
  const [noteRequest, setNoteRequest] = useState<NoteRequest>();
  const [saveRequest, setSaveRequest] = useState<SaveRequest>();
  const [showShortcuts, setShowShortcuts] = useState(false);
  const [searchParams] = useSearchParams();
  const startSeconds = parseStartTime(searchParams.get('t'));
  const durationSeconds = playback.duration || parseIsoDuration(video.contentDetails?.duration) || 0;

  const onPlayback = useCallback((state: Playback, duration: number) => setPlayback({ state, duration }), []);
  const context = useMemo(() => watchContextFor(video, player), [video, player]);
  const resume = usePlaybackResume({
    videoId: video.id,
    player,
    playback: playback.state,
    durationSeconds,
    signedIn: Boolean(user),
    startSeconds,
  });

  useWatchShortcuts((action: ShortcutAction) => {
    const now = player.getCurrentTime();
    if (action === 'help') setShowShortcuts(true);
    else if (action === 'togglePlay') {
      if (playback.state === 'playing') player.pause();
      else player.play();
    } else if (action === 'back') player.seekTo(Math.max(0, now - SKIP_SECONDS));
    else if (action === 'forward') player.seekTo(now + SKIP_SECONDS);
    else if (action === 'originalTitle') toggleOriginal(video.id);
    else if (action === 'watchLater') {
      if (user) setSaveRequest({ id: Date.now() });
    } else if (user) setNoteRequest({ id: Date.now(), keepPlaying: action === 'noteKeepPlaying' });
  });

  const seek = (seconds: number) => {
    player.seekTo(seconds);
    player.play();
  };
  const description = <VideoDescription description={video.snippet.description} onSeek={seek} />;
  const actions = user ? (
    <>
      <PlaybackClock player={player} />
      {slots.renderTakeNote?.(context, noteRequest)}
      {slots.renderFavorite?.(favoriteDraftFor(video, channel.data))}
      {slots.renderSave?.(video.id, saveRequest, 'actions')}
    </>
  ) : null;
  const endPanel = (
    <EndPanel
      videoId={video.id}
      onReplay={() => seek(0)}
      notes={slots.renderNotesPanel?.(context, 'end')}
      upNext={slots.renderUpNext?.(video.id)}
      save={user ? slots.renderSave?.(video.id, undefined, 'end') : null}
    />
  );

  return (
    <div className="sf-page sf-watch" data-layout={wide ? 'wide' : 'narrow'}>
      <div className="sf-watch-main">
        <VideoPlayer
          videoId={video.id}
          title={context.videoTitle}
          startSeconds={startSeconds}
          onHandle={setPlayer}
          onPlayback={onPlayback}
          endPanel={endPanel}
        />
        {user ? slots.renderMarkers?.(context, durationSeconds) : null}
        {user ? (
          <SponsorSegments
            videoId={video.id}
            player={player}
            playing={playback.state === 'playing'}
            durationSeconds={durationSeconds}
          />
        ) : null}
        {resume.offer !== null ? (
          <ResumeOffer seconds={resume.offer} onResume={resume.resume} onStartOver={resume.startOver} />
        ) : null}
        <VideoMeta
          video={video}
          channelAvatar={channel.data ? pickThumbnail(channel.data.snippet.thumbnails) : undefined}
          actions={wide ? null : actions}
        />
        {wide || !user ? description : (slots.renderTabs?.(context, description) ?? description)}
        {!wide && !user ? <VisitorPrompt /> : null}
      </div>
      {wide ? (
        <aside className="sf-watch-aside" aria-label="Notes">
          {user ? (
            <>
              <div className="sf-watch-actions">{actions}</div>
              {slots.renderNotesPanel?.(context, 'aside')}
            </>
          ) : (
            <VisitorPrompt />
          )}
          <p className="sf-watch-hint">
            Press <kbd>?</kbd> for keyboard shortcuts.
          </p>
        </aside>
      ) : null}
      <ShortcutsDialog open={showShortcuts} onClose={() => setShowShortcuts(false)} />
    </div>
  );
}

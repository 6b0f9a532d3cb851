import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { ClientConfig } from '@stillframe/contracts';
import { Timing } from '@/config/constants';
import { loadIframeApi } from '@/lib/player/load-iframe-api';
import type { PlayerHandle } from '@/lib/player/player-handle';
import { PlayerState, type YouTubePlayer } from '@/lib/player/youtube-types';

export type PlayerStatus = 'loading' | 'ready' | 'failed';
/** What the video is doing, from the player's state changes. */
export type Playback = 'idle' | 'playing' | 'paused' | 'ended';

const playbackOf = (state: unknown): Playback | null => {
  if (state === PlayerState.playing) return 'playing';
  if (state === PlayerState.paused) return 'paused';
  if (state === PlayerState.ended) return 'ended';
  return null;
};

interface Options {
  videoId: string;
  startSeconds?: number;
  config: ClientConfig | undefined;
  configFailed: boolean;
}

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/**
 * Mounts a YT.Player inside `containerRef` (in a child node React does not own, because the API replaces it).
 * Fails over when the script does not load, the player has not mounted 300 ms after the script is ready, or onError fires.
 */
export function useYouTubePlayer(
  containerRef: RefObject<HTMLDivElement | null>,
  { videoId, startSeconds, config, configFailed }: Options,
) {
  const playerRef = useRef<YouTubePlayer | null>(null);
  const [status, setStatus] = useState<PlayerStatus>('loading');
  const [playback, setPlayback] = useState<Playback>('idle');
  const [duration, setDuration] = useState(0);

  useEffect(() => {
    const container = containerRef.current;
    if (configFailed) setStatus('failed');
    if (!config || !container) return;
    let disposed = false;
    let mountTimer: number | undefined;
    const fail = () => !disposed && setStatus('failed');
    setStatus('loading');
    setPlayback('idle');
    const target = document.createElement('div');
    container.replaceChildren(target);

    loadIframeApi(config.player.scriptUrl, Timing.playerScriptTimeoutMs)
      .then((YT) => {
        if (disposed) return;
        playerRef.current = new YT.Player(target, {
          videoId,
          host: config.player.host,
          width: '100%',
          height: '100%',
          playerVars: {
            rel: 0,
            playsinline: 1,
            enablejsapi: 1,
            origin: window.location.origin,
            ...(startSeconds ? { start: startSeconds } : {}),
          },
          events: {
            onReady: (event) => {
              if (disposed) return;
              setStatus('ready');
              setDuration(safely(() => event.target.getDuration?.() ?? 0, 0));
            },
            onError: fail,
            onStateChange: (event) => {
              const next = playbackOf(event.data);
              if (!disposed && next) setPlayback(next);
            },
          },
        });
        container.querySelector('iframe')?.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
        mountTimer = window.setTimeout(() => {
          if (!container.querySelector('iframe')) fail();
        }, Timing.playerMountGraceMs);
      })
      .catch(fail);

    return () => {
      disposed = true;
      window.clearTimeout(mountTimer);
      safely(() => playerRef.current?.destroy(), undefined);
      playerRef.current = null;
      container.replaceChildren();
    };
  }, [containerRef, config, configFailed, videoId, startSeconds]);

  const handle = useMemo<PlayerHandle>(
    () => ({
      getCurrentTime: () => {
        const time = safely(() => playerRef.current?.getCurrentTime(), undefined);
        return typeof time === 'number' && Number.isFinite(time) ? time : 0;
      },
      pause: () => safely(() => playerRef.current?.pauseVideo(), undefined),
      play: () => safely(() => playerRef.current?.playVideo(), undefined),
      seekTo: (seconds) => safely(() => playerRef.current?.seekTo(seconds, true), undefined),
    }),
    [],
  );

  return { status, handle, playback, duration };
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Resume } from '@stillframe/contracts';
import { Timing } from '@/config/constants';
import type { PlayerHandle } from '@/lib/player/player-handle';
import { clearPosition, savePosition, useSavedPosition } from '../api/playback-position';
import { clearLocalPosition, readLocalPosition, writeLocalPosition } from '../utils/local-positions';
import type { Playback } from './use-youtube-player';

interface Options {
  videoId: string;
  player: PlayerHandle;
  playback: Playback;
  durationSeconds: number;
  signedIn: boolean;
  /** A `t=` link chose where to start: nothing is offered then. */
  startSeconds?: number;
}

/**
 * Offers the position the viewer left the video at, and keeps the new one: every 10 s of play, on pause,
 * at the end and when the page is left (a keepalive request). Signed-in viewers keep it on the server,
 * visitors in this browser. While the offer is open nothing is saved, so the old position is not lost
 * before the viewer chooses; playing on past the first 10 s counts as starting over.
 */
export function usePlaybackResume({
  videoId,
  player,
  playback,
  durationSeconds,
  signedIn,
  startSeconds,
}: Options) {
  const queryClient = useQueryClient();
  const saved = useSavedPosition(videoId, signedIn);
  const [localOffer] = useState(() => (signedIn ? null : readLocalPosition(videoId)));
  const [decided, setDecided] = useState(Boolean(startSeconds));
  const offerSeconds = signedIn ? (saved.data?.position?.seconds ?? null) : localOffer;
  const offer = decided ? null : offerSeconds;

  const played = useRef(false);
  const lastTime = useRef(0);
  const live = useRef({ offer, durationSeconds });
  live.current = { offer, durationSeconds };

  const store = useCallback(
    (seconds: number, keepalive = false) => {
      const duration = live.current.durationSeconds;
      if (!played.current || !(duration > 0)) return;
      if (live.current.offer !== null) {
        // Still deciding: the old position stays. Played on past the first seconds: started over.
        if (seconds < Resume.minSeconds) return;
        live.current.offer = null;
        setDecided(true);
      }
      const body = { seconds: Math.min(Math.max(seconds, 0), duration), durationSeconds: duration };
      if (signedIn) void savePosition(queryClient, videoId, body, keepalive).catch(() => undefined);
      else writeLocalPosition(videoId, body);
    },
    [queryClient, signedIn, videoId],
  );

  useEffect(() => {
    if (playback === 'playing') played.current = true;
    if (playback === 'paused') store(player.getCurrentTime());
    if (playback === 'ended') store(live.current.durationSeconds);
    if (playback !== 'playing') return;
    let ticks = 0;
    const timer = window.setInterval(() => {
      lastTime.current = player.getCurrentTime();
      if (live.current.offer !== null && lastTime.current >= Resume.minSeconds) setDecided(true);
      ticks += 1;
      if ((ticks * Timing.playbackPollMs) / 1000 >= Resume.saveEverySeconds) {
        ticks = 0;
        store(lastTime.current);
      }
    }, Timing.playbackPollMs);
    return () => window.clearInterval(timer);
  }, [playback, player, store]);

  useEffect(() => {
    const onLeave = () => store(player.getCurrentTime() || lastTime.current, true);
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      // The player may already be gone: the last time read while playing stands in.
      if (lastTime.current > 0) store(lastTime.current, true);
    };
  }, [player, store]);

  const resume = () => {
    if (offer === null) return;
    setDecided(true);
    lastTime.current = offer;
    player.seekTo(offer);
    player.play();
  };
  const startOver = () => {
    setDecided(true);
    if (signedIn) void clearPosition(queryClient, videoId).catch(() => undefined);
    else clearLocalPosition(videoId);
    player.seekTo(0);
    player.play();
  };

  return { offer, resume, startOver };
}

import { Spin } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import type { PlayerHandle } from '@/lib/player/player-handle';
import { useClientConfig } from '../api/get-client-config';
import { useYouTubePlayer, type Playback } from '../hooks/use-youtube-player';
import { PlayerFallback } from './player-fallback';
import './watch.css';

interface VideoPlayerProps {
  videoId: string;
  title: string;
  startSeconds?: number;
  onHandle: (handle: PlayerHandle) => void;
  onPlayback?: (playback: Playback, durationSeconds: number) => void;
  /** Covers the player once the video has ended, so the platform's end screen never shows. */
  endPanel?: ReactNode;
}

export function VideoPlayer({
  videoId,
  title,
  startSeconds,
  onHandle,
  onPlayback,
  endPanel,
}: VideoPlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const config = useClientConfig();
  const { status, handle, playback, duration } = useYouTubePlayer(containerRef, {
    videoId,
    startSeconds,
    config: config.data,
    configFailed: config.isError,
  });

  useEffect(() => {
    onHandle(handle);
  }, [handle, onHandle]);

  useEffect(() => {
    onPlayback?.(playback, duration);
  }, [playback, duration, onPlayback]);

  return (
    <section
      className="sf-player"
      aria-label={`Video player: ${title}`}
      data-player-status={status}
      data-playback={playback}
    >
      <div ref={containerRef} style={{ visibility: status === 'failed' ? 'hidden' : 'visible' }} />
      {status === 'loading' ? (
        <Spin
          size="large"
          style={{ position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)' }}
        />
      ) : null}
      {status === 'failed' ? <PlayerFallback videoId={videoId} /> : null}
      {playback === 'ended' && status !== 'failed' ? endPanel : null}
    </section>
  );
}

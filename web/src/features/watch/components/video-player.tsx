import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import type { PlayerHandle } from '@/lib/player/player-handle';
import { useClientConfig } from '../api/get-client-config';
import { useYouTubePlayer } from '../hooks/use-youtube-player';
import { PlayerFallback } from './player-fallback';

interface VideoPlayerProps {
  videoId: string;
  title: string;
  startSeconds?: number;
  onHandle: (handle: PlayerHandle) => void;
}

export function VideoPlayer({ videoId, title, startSeconds, onHandle }: VideoPlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const config = useClientConfig();
  const { status, handle } = useYouTubePlayer(containerRef, {
    videoId,
    startSeconds,
    config: config.data,
    configFailed: config.isError,
  });

  useEffect(() => {
    onHandle(handle);
  }, [handle, onHandle]);

  return (
    <section className="sf-player" aria-label={`Video player: ${title}`} data-player-status={status}>
      <div ref={containerRef} style={{ visibility: status === 'failed' ? 'hidden' : 'visible' }} />
      {status === 'loading' ? (
        <Spin
          size="large"
          style={{ position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)' }}
        />
      ) : null}
      {status === 'failed' ? <PlayerFallback videoId={videoId} /> : null}
    </section>
  );
}

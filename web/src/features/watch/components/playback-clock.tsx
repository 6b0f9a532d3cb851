import { ClockCircleOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Timing } from '@/config/constants';
import { formatPlaybackTime } from '@/lib/format/duration';
import type { PlayerHandle } from '@/lib/player/player-handle';

/** The player's current time, read every second; 0:00 when it cannot be read. */
export function PlaybackClock({ player }: { player: PlayerHandle }) {
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    const read = () => {
      try {
        setSeconds(player.getCurrentTime());
      } catch {
        setSeconds(0);
      }
    };
    read();
    const timer = window.setInterval(read, Timing.playbackPollMs);
    return () => window.clearInterval(timer);
  }, [player]);

  return (
    <Typography.Text type="secondary" role="timer" style={{ fontVariantNumeric: 'tabular-nums' }}>
      <ClockCircleOutlined aria-hidden /> <span className="sf-visually-hidden">Current time </span>
      {formatPlaybackTime(seconds)}
    </Typography.Text>
  );
}

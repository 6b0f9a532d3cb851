import { formatPlaybackTime } from '@/lib/format/duration';
import { layoutMarkers, type TimeMarker } from './marker-layout';

interface MarkerStripProps {
  markers: readonly TimeMarker[];
  durationSeconds: number;
  onSeek: (seconds: number) => void;
}

const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** Notes as markers along the video's length; each is a button (Tab reaches them in time order). */
export function MarkerStrip({ markers, durationSeconds, onSeek }: MarkerStripProps) {
  const clusters = layoutMarkers(markers, durationSeconds);
  if (clusters.length === 0) return null;
  return (
    <div className="sf-marker-strip" role="group" aria-label="Note markers">
      {clusters.map((cluster) => {
        const time = formatPlaybackTime(cluster.seconds);
        const first = cluster.markers[0];
        const label =
          cluster.markers.length > 1
            ? `${cluster.markers.length} notes from ${time}`
            : `Note at ${time}: ${shorten(first?.label ?? '')}`;
        return (
          <button
            key={cluster.key}
            type="button"
            className="sf-marker"
            style={{ left: `${cluster.percent}%` }}
            aria-label={label}
            title={label}
            onClick={() => onSeek(cluster.seconds)}
          />
        );
      })}
    </div>
  );
}

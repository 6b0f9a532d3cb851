import type { SponsorSegment } from '@stillframe/contracts';
import { formatPlaybackTime } from '@/lib/format/duration';
import type { SegmentSettings } from '@/lib/sponsorblock/segment-settings';
import { CATEGORY_NAMES, capitalised } from './category-names';
import { shownSegments } from './skip-plan';
import './sponsor-segments.css';

interface SegmentStripProps {
  segments: readonly SponsorSegment[];
  settings: SegmentSettings;
  durationSeconds: number;
}

const percentOf = (seconds: number, duration: number) =>
  Math.min(100, Math.max(0, (seconds / duration) * 100));

/**
 * The community's segments along the video's length, under the note markers: coloured ranges (a point
 * for a highlight), each named for screen readers with its times and what the player does with it.
 */
export function SegmentStrip({ segments, settings, durationSeconds }: SegmentStripProps) {
  const shown = durationSeconds > 0 ? shownSegments(segments, settings) : [];
  if (shown.length === 0) return null;
  return (
    <ul className="sf-segment-strip" aria-label="SponsorBlock segments" data-testid="segment-strip">
      {shown.map((segment) => {
        const name = capitalised(CATEGORY_NAMES[segment.category]);
        const point = segment.actionType === 'poi';
        const skipped = segment.actionType === 'skip' && settings[segment.category] === 'skip';
        const label = point
          ? `${name} at ${formatPlaybackTime(segment.start)}`
          : `${name} from ${formatPlaybackTime(segment.start)} to ${formatPlaybackTime(segment.end)}${skipped ? ', skipped' : ''}`;
        const left = percentOf(segment.start, durationSeconds);
        return (
          <li
            key={segment.uuid}
            className={`sf-segment sf-segment-${segment.category}${point ? ' sf-segment-point' : ''}`}
            style={{
              left: `${left}%`,
              width: point ? undefined : `${Math.max(0.5, percentOf(segment.end, durationSeconds) - left)}%`,
            }}
            aria-label={label}
            title={label}
            data-skipped={skipped}
          />
        );
      })}
    </ul>
  );
}

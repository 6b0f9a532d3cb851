import { Button } from 'antd';
import { useCallback } from 'react';
import { useAccess } from '@/lib/auth/use-access';
import type { PlayerHandle } from '@/lib/player/player-handle';
import { useSegmentSettings } from '@/lib/sponsorblock/segment-settings';
import { useToast } from '@/lib/toast';
import { CATEGORY_NAMES, capitalised } from './category-names';
import { useSponsorSegments } from './get-segments';
import { SegmentStrip } from './segment-strip';
import type { PlannedSkip } from './skip-plan';
import { useSegmentSkipper } from './use-segment-skipper';

const NO_SEGMENTS: never[] = [];

interface SponsorSegmentsProps {
  videoId: string;
  player: PlayerHandle;
  playing: boolean;
  durationSeconds: number;
}

/**
 * SponsorBlock on the watch page (Pro): the community's segments drawn under the note markers, and
 * those of the categories set to skip skipped as they come, each with a toast offering Undo.
 */
export function SponsorSegments({ videoId, player, playing, durationSeconds }: SponsorSegmentsProps) {
  const access = useAccess();
  const [settings] = useSegmentSettings();
  const { toast, dismiss } = useToast();
  const query = useSponsorSegments(videoId, access.status === 'granted');
  const segments = query.data?.segments ?? NO_SEGMENTS;

  const onSkip = useCallback(
    (skip: PlannedSkip, undo: () => void) =>
      toast({
        title: `Skipped ${skip.categories.map((category) => CATEGORY_NAMES[category]).join(' and ')}`,
        description: (
          <Button
            size="small"
            className="sf-segment-undo"
            onClick={() => {
              undo();
              dismiss();
            }}
          >
            Undo
          </Button>
        ),
      }),
    [toast, dismiss],
  );
  useSegmentSkipper({ videoId, player, playing, segments, settings, onSkip });

  const label = segments.find(
    (segment) => segment.actionType === 'full' && settings[segment.category] !== 'off',
  );
  return (
    <>
      {label ? (
        <span className="sf-segment-label">
          {`This whole video: ${capitalised(CATEGORY_NAMES[label.category])}`}
        </span>
      ) : null}
      <SegmentStrip segments={segments} settings={settings} durationSeconds={durationSeconds} />
    </>
  );
}

import type { SponsorCategory, SponsorSegment } from '@stillframe/contracts';
import type { SegmentSettings } from '@/lib/sponsorblock/segment-settings';

/** A jump over one or more segments that follow each other. */
export interface PlannedSkip {
  from: number;
  to: number;
  uuids: string[];
  categories: SponsorCategory[];
}

/** Segments that touch within this many seconds are skipped in one jump (SponsorBlock's own tolerance). */
const TOUCHING = 0.003;
/**
 * The last moment of a segment that still starts a skip: landing exactly on its end (after a skip, or
 * after Undo's seek) must not count as being inside it.
 */
const END_MARGIN = 0.1;

/** The segments the player skips by itself: skip actions of the categories set to skip, sorted by start. */
export function autoSkipped(
  segments: readonly SponsorSegment[],
  settings: SegmentSettings,
): SponsorSegment[] {
  return segments
    .filter((segment) => segment.actionType === 'skip' && segment.end > segment.start)
    .filter((segment) => settings[segment.category] === 'skip')
    .sort((a, b) => a.start - b.start);
}

/**
 * The skip to make at `time`, or null: the segment being played (unless the viewer undid its skip),
 * extended over every auto-skipped segment that starts before the jump would land, as the extension does.
 */
export function skipAt(
  segments: readonly SponsorSegment[],
  settings: SegmentSettings,
  time: number,
  undone: ReadonlySet<string>,
): PlannedSkip | null {
  const candidates = autoSkipped(segments, settings).filter((segment) => !undone.has(segment.uuid));
  const current = candidates.find(
    (segment) => segment.start - TOUCHING <= time && time < segment.end - END_MARGIN,
  );
  if (!current) return null;
  const plan: PlannedSkip = {
    from: current.start,
    to: current.end,
    uuids: [current.uuid],
    categories: [current.category],
  };
  for (const segment of candidates) {
    if (segment === current || segment.start > plan.to + TOUCHING || segment.end <= plan.to) continue;
    plan.to = segment.end;
    plan.uuids.push(segment.uuid);
    if (!plan.categories.includes(segment.category)) plan.categories.push(segment.category);
  }
  return plan;
}

/** The segments drawn on the strip: every category not turned off; whole-video labels are not ranges. */
export function shownSegments(
  segments: readonly SponsorSegment[],
  settings: SegmentSettings,
): SponsorSegment[] {
  return segments.filter((segment) => settings[segment.category] !== 'off' && segment.actionType !== 'full');
}

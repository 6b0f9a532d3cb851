/** One note on the strip under the player. */
export interface TimeMarker {
  id: string;
  seconds: number;
  /** What the marker says to a screen reader and on hover: the note's text. */
  label: string;
}

/** Markers closer than this (percent of the strip) share one button, so none hides another. */
export const MIN_MARKER_GAP_PERCENT = 1.5;

export interface MarkerCluster {
  key: string;
  /** Left edge of the strip is 0, right edge 100. */
  percent: number;
  /** Where a click seeks: the earliest note of the cluster. */
  seconds: number;
  markers: TimeMarker[];
}

/**
 * Places markers at time / duration along the strip, in time order, merging those that would overlap.
 * Nothing is placed while the duration is unknown; times past the end sit at the end.
 */
export function layoutMarkers(
  markers: readonly TimeMarker[],
  durationSeconds: number,
  minGapPercent = MIN_MARKER_GAP_PERCENT,
): MarkerCluster[] {
  if (!(durationSeconds > 0)) return [];
  const sorted = markers
    .filter((marker) => Number.isFinite(marker.seconds))
    .map((marker) => ({ ...marker, seconds: Math.min(Math.max(marker.seconds, 0), durationSeconds) }))
    .sort((a, b) => a.seconds - b.seconds || a.id.localeCompare(b.id));
  const clusters: MarkerCluster[] = [];
  for (const marker of sorted) {
    const percent = (marker.seconds / durationSeconds) * 100;
    const last = clusters.at(-1);
    if (last && percent - last.percent < minGapPercent) last.markers.push(marker);
    else clusters.push({ key: marker.id, percent, seconds: marker.seconds, markers: [marker] });
  }
  return clusters;
}

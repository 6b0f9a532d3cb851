import { Limits, type SearchDuration } from '@stillframe/contracts';

const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

/** Seconds of an ISO 8601 duration as YouTube sends it (PT4M13S, P1DT2H10M, P0D); null when unreadable. */
export function durationSeconds(iso: string): number | null {
  const match = ISO_DURATION.exec(iso);
  if (!match || iso === 'P' || iso.endsWith('T')) return null;
  const [days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
  ];
  return ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
}

/** The platform's buckets: short under 4 minutes, medium 4 to 20 minutes inclusive, long over 20. */
export function matchesDuration(iso: string | undefined, wanted: SearchDuration): boolean {
  if (wanted === 'any') return true;
  const seconds = iso === undefined ? null : durationSeconds(iso);
  // Unknown length (enrichment failed, a live stream): kept, since it cannot be judged.
  if (seconds === null || seconds === 0) return true;
  if (wanted === 'short') return seconds < 240;
  if (wanted === 'medium') return seconds >= 240 && seconds <= 1200;
  return seconds > 1200;
}

/** A Short by the duration heuristic: 3 minutes or less. An unknown length is no Short (it cannot be judged). */
export function isShort(iso: string | undefined): boolean {
  const seconds = iso === undefined ? null : durationSeconds(iso);
  return seconds !== null && seconds > 0 && seconds <= Limits.maxShortSeconds;
}

const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds in an ISO-8601 duration such as PT1H2M3S; null when it cannot be read. */
export function parseIsoDuration(iso: string | undefined | null): number | null {
  if (!iso) return null;
  const match = ISO_DURATION.exec(iso.trim());
  if (!match || iso.trim() === 'P' || iso.trim().endsWith('T')) return null;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(days) * 86400 + Number(hours) * 3600 + Number(minutes) * 60 + Math.floor(Number(seconds));
}

/** H:MM:SS with hours, otherwise M:SS (docs/product.md); null for unreadable or zero durations (live streams). */
export function formatDuration(iso: string | undefined | null): string | null {
  const total = parseIsoDuration(iso);
  if (total === null || total <= 0) return null;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** A playback position as minutes:seconds; 0:00 for anything that is not a usable number. */
export function formatPlaybackTime(seconds: unknown): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${pad(whole % 60)}`;
}

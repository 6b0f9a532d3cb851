import { isResumable, type SavePositionRequest } from '@stillframe/contracts';

/** Visitors' positions stay in this browser only, the latest few hundred. */
const STORAGE_KEY = 'stillframe.playback-positions.v1';
export const MAX_LOCAL_POSITIONS = 200;

interface StoredPosition extends SavePositionRequest {
  updatedAt: number;
}
type Stored = Record<string, StoredPosition>;

const isStoredPosition = (value: unknown): value is StoredPosition => {
  const entry = value as StoredPosition | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    Number.isFinite(entry.seconds) &&
    Number.isFinite(entry.durationSeconds) &&
    Number.isFinite(entry.updatedAt)
  );
};

function read(storage: Storage): Stored {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([, value]) => isStoredPosition(value)),
    ) as Stored;
  } catch {
    return {};
  }
}

function write(storage: Storage, stored: Stored): void {
  const latest = Object.entries(stored)
    .sort(([, a], [, b]) => b.updatedAt - a.updatedAt)
    .slice(0, MAX_LOCAL_POSITIONS);
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(latest)));
  } catch {
    // Storage full or blocked: resuming is a convenience, never an error.
  }
}

/** The position to offer for a video, by the same rule as the server's. */
export function readLocalPosition(videoId: string, storage: Storage = localStorage): number | null {
  const entry = read(storage)[videoId];
  return entry && isResumable(entry.seconds, entry.durationSeconds) ? entry.seconds : null;
}

/** Keeps a position worth offering; one near the start or the end forgets the video. */
export function writeLocalPosition(
  videoId: string,
  position: SavePositionRequest,
  storage: Storage = localStorage,
  now = Date.now(),
): void {
  const stored = read(storage);
  if (isResumable(position.seconds, position.durationSeconds))
    stored[videoId] = { ...position, updatedAt: now };
  else delete stored[videoId];
  write(storage, stored);
}

export const clearLocalPosition = (videoId: string, storage: Storage = localStorage): void => {
  const stored = read(storage);
  delete stored[videoId];
  write(storage, stored);
};

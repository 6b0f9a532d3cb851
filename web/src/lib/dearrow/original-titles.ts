import { useCallback, useSyncExternalStore } from 'react';

/**
 * The videos whose original title and thumbnail the viewer asked to see again, for this visit: one
 * click brings the original back on every card, the watch page and the end panel at once.
 */
const showingOriginal = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

export function toggleOriginal(videoId: string): void {
  if (showingOriginal.has(videoId)) showingOriginal.delete(videoId);
  else showingOriginal.add(videoId);
  version += 1;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useShowingOriginal(videoId: string): [boolean, () => void] {
  useSyncExternalStore(subscribe, () => version);
  const toggle = useCallback(() => toggleOriginal(videoId), [videoId]);
  return [showingOriginal.has(videoId), toggle];
}

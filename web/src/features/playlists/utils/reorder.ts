/** The list with `id` moved to `index` (clamped to the list), the others keeping their order. */
export function moveTo(ids: readonly string[], id: string, index: number): string[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const rest = ids.filter((other) => other !== id);
  const to = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, to), id, ...rest.slice(to)];
}

/** Where a key sends a picked-up video: one place up or down, or to either end; null for other keys. */
export function targetOf(key: string, index: number, length: number): number | null {
  switch (key) {
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'ArrowDown':
      return Math.min(length - 1, index + 1);
    case 'Home':
      return 0;
    case 'End':
      return length - 1;
    default:
      return null;
  }
}

export const isDropKey = (key: string) => key === ' ' || key === 'Enter';

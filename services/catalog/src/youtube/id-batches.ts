/** Ids in batches of at most `size`, for upstream calls that take a bounded list (videos, channels). */
export const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

import { Limits, type Channel, type ImportFavoriteChannel } from '@stillframe/contracts';
import type { ParsedImport, SkippedEntry } from './import-types';

/** What the import would do: channels to add (filled from the catalog), favourites already, and skips. */
export interface ImportPreview {
  format: ParsedImport['format'];
  toAdd: ImportFavoriteChannel[];
  alreadyFavorites: ImportFavoriteChannel[];
  skipped: SkippedEntry[];
}

export const inBatches = <T>(items: T[], size: number = Limits.maxImportBatch): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/**
 * Each channel the file names is looked up in the catalog (50 to a call); what the favourite stores comes
 * from there, never from the file. A channel the catalog does not know is skipped.
 */
export async function buildPreview(
  parsed: ParsedImport,
  favoriteIds: ReadonlySet<string>,
  lookUp: (ids: string[]) => Promise<Channel[]>,
  toDraft: (channel: Channel) => ImportFavoriteChannel,
): Promise<ImportPreview> {
  const known = new Map<string, Channel>();
  for (const batch of inBatches(parsed.entries.map((entry) => entry.id)))
    for (const channel of await lookUp(batch)) known.set(channel.id, channel);
  const preview: ImportPreview = {
    format: parsed.format,
    toAdd: [],
    alreadyFavorites: [],
    skipped: [...parsed.skipped],
  };
  for (const entry of parsed.entries) {
    const channel = known.get(entry.id);
    if (!channel) preview.skipped.push({ label: entry.title ?? entry.id, reason: 'not-found' });
    else if (favoriteIds.has(entry.id)) preview.alreadyFavorites.push(toDraft(channel));
    else preview.toAdd.push(toDraft(channel));
  }
  return preview;
}

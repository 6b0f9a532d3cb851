import { Limits } from '@stillframe/contracts';

export type ImportFormat = 'takeout-csv' | 'newpipe-json' | 'freetube-db' | 'invidious-json' | 'opml';

export const formatNames: Record<ImportFormat, string> = {
  'takeout-csv': 'Google Takeout subscriptions (CSV)',
  'newpipe-json': 'NewPipe or Piped subscriptions (JSON)',
  'freetube-db': 'FreeTube profiles (.db)',
  'invidious-json': 'Invidious export (JSON)',
  opml: 'OPML feed list',
};

/** A channel as the file names it; title and thumbnail only for the preview until the catalog answers. */
export interface ImportEntry {
  id: string;
  title?: string;
  thumbnailUrl?: string;
}

export type SkipReason = 'not-youtube' | 'malformed-id' | 'duplicate' | 'over-limit' | 'not-found';

export const skipReasonText: Record<SkipReason, string> = {
  'not-youtube': 'Not a YouTube channel',
  'malformed-id': 'No valid channel id',
  duplicate: 'Listed more than once in the file',
  'over-limit': `Over the limit of ${Limits.maxImportEntries.toLocaleString('en-US')} channels per file`,
  'not-found': 'YouTube does not know this channel',
};

export interface SkippedEntry {
  /** What the file says about it: a name, a URL or an id. */
  label: string;
  reason: SkipReason;
}

export interface ParsedImport {
  format: ImportFormat;
  entries: ImportEntry[];
  skipped: SkippedEntry[];
}

/** A file refused as a whole; the message names the problem and is shown as it is. */
export class ImportRefused extends Error {}

/** What a format parser finds, before duplicates and the limit are handled. */
export type Candidate = ImportEntry | SkippedEntry;
export const isSkipped = (candidate: Candidate): candidate is SkippedEntry => 'reason' in candidate;

import { Limits } from '@stillframe/contracts';
import { decodeImportFile } from './decode-file';
import { parseJsonExport } from './json-formats';
import { parseOpml } from './opml';
import { parseTakeoutCsv } from './takeout-csv';
import {
  ImportRefused,
  isSkipped,
  type Candidate,
  type ImportEntry,
  type ImportFormat,
  type ParsedImport,
  type SkippedEntry,
} from './import-types';

/** The format is read from the content (a file name says nothing reliable): XML, JSON, else CSV. */
export function parseImportText(text: string): ParsedImport {
  const start = text.trimStart();
  let format: ImportFormat;
  let candidates: Candidate[];
  if (start.startsWith('<')) {
    format = 'opml';
    candidates = parseOpml(text);
  } else if (start.startsWith('{') || start.startsWith('[')) {
    ({ format, candidates } = parseJsonExport(text));
  } else {
    format = 'takeout-csv';
    candidates = parseTakeoutCsv(text);
  }
  if (candidates.length === 0) throw new ImportRefused('The file lists no channels.');
  return { format, ...settle(candidates) };
}

export const parseImportFile = (bytes: Uint8Array): ParsedImport => parseImportText(decodeImportFile(bytes));

/** Each channel once, and no more than the limit; everything left out says why. */
function settle(candidates: Candidate[]): { entries: ImportEntry[]; skipped: SkippedEntry[] } {
  const entries: ImportEntry[] = [];
  const skipped: SkippedEntry[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (isSkipped(candidate)) skipped.push(candidate);
    else if (seen.has(candidate.id))
      skipped.push({ label: candidate.title ?? candidate.id, reason: 'duplicate' });
    else if (entries.length >= Limits.maxImportEntries)
      skipped.push({ label: candidate.title ?? candidate.id, reason: 'over-limit' });
    else {
      seen.add(candidate.id);
      entries.push(candidate);
    }
  }
  return { entries, skipped };
}

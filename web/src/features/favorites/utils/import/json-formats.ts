import { fromId, fromUrl } from './channel-id';
import { ImportRefused, type Candidate, type ImportFormat } from './import-types';

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: Json): string => (typeof value === 'string' ? value : '');

/** NewPipe's subscriptions export, and Piped's in the same shape: service 0 is YouTube. */
function newPipe(subscriptions: Json[]): Candidate[] {
  return subscriptions.map((entry) => {
    if (!isObject(entry)) return { label: String(entry), reason: 'malformed-id' };
    const name = text(entry['name']);
    const service = entry['service_id'] ?? 0;
    if (service !== 0) return { label: name || text(entry['url']), reason: 'not-youtube' };
    return fromUrl(text(entry['url']), { title: name });
  });
}

/** Invidious's export: channel ids only. */
const invidious = (subscriptions: Json[]): Candidate[] =>
  subscriptions.map((entry) => fromId(text(entry) || String(entry)));

/** FreeTube's profiles: each with `subscriptions: [{id, name, thumbnail}]`; profiles overlap ("All Channels"). */
function freeTube(profiles: Json[]): Candidate[] {
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  for (const profile of profiles) {
    if (!isObject(profile) || !Array.isArray(profile['subscriptions'])) continue;
    for (const entry of profile['subscriptions']) {
      const candidate = isObject(entry)
        ? fromId(text(entry['id']), { title: text(entry['name']), thumbnailUrl: text(entry['thumbnail']) })
        : fromId(String(entry));
      const key = 'id' in candidate ? candidate.id : `${candidate.label}\u0000${candidate.reason}`;
      if (seen.has(key)) continue;
      seen.add(key);
      candidates.push(candidate);
    }
  }
  return candidates;
}

/** Which JSON export this is, by its shape. */
export function parseJsonExport(raw: string): { format: ImportFormat; candidates: Candidate[] } {
  let document: Json;
  try {
    document = JSON.parse(raw);
  } catch {
    return { format: 'freetube-db', candidates: freeTube(parseJsonLines(raw)) };
  }
  const subscriptions = isObject(document) ? document['subscriptions'] : undefined;
  if (!Array.isArray(subscriptions))
    throw new ImportRefused('The JSON file has no "subscriptions" list: it is no export this screen reads.');
  const first = subscriptions.find((entry) => entry !== null);
  if (isObject(first) && ('url' in first || 'service_id' in first))
    return { format: 'newpipe-json', candidates: newPipe(subscriptions) };
  if (isObject(first)) return { format: 'freetube-db', candidates: freeTube([document]) };
  return { format: 'invidious-json', candidates: invidious(subscriptions) };
}

/** FreeTube's `.db`: one JSON document per line. */
function parseJsonLines(raw: string): Json[] {
  const lines = raw.split(/\r?\n/).filter((line) => line.trim() !== '');
  return lines.map((line, index) => {
    try {
      return JSON.parse(line) as Json;
    } catch {
      throw new ImportRefused(`Line ${index + 1} is not valid JSON; the file is refused.`);
    }
  });
}

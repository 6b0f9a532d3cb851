import { fromId, fromUrl, isChannelId } from './channel-id';
import { parseCsvRows } from '@/lib/csv-rows';
import { ImportRefused, type Candidate } from './import-types';

// A cell a spreadsheet would run: `=…`, or `+ - @` starting a call or a DDE link, or a leading tab/CR.
const FORMULA = /^(?:=|[+\-@].*[(|!]|[\t\r])/s;

/**
 * Takeout's `subscriptions.csv`: channel id, channel URL, channel title, by position, because the
 * header row is written in the account's language. The first row is a header unless it holds an id.
 */
export function parseTakeoutCsv(text: string): Candidate[] {
  const rows = parseCsvRows(text);
  const body = rows.length > 0 && !isChannelId(rows[0]?.[0]?.trim() ?? '') ? rows.slice(1) : rows;
  body.forEach((cells, index) => {
    const formula = cells.find((cell) => FORMULA.test(cell));
    if (formula !== undefined)
      throw new ImportRefused(
        `Row ${index + 2} holds a spreadsheet formula (${JSON.stringify(formula.slice(0, 40))}); the file is refused.`,
      );
  });
  return body.map(([id = '', url = '', title = '']) => {
    const extra = { title };
    if (isChannelId(id.trim()) || !url.trim()) return fromId(id, extra);
    return fromUrl(url.trim(), extra);
  });
}

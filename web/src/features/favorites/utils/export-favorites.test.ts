import { describe, expect, it } from 'vitest';
import type { FavoriteChannel } from '@stillframe/contracts';
import { favoritesToCsv, favoritesToOpml, neutraliseFormula } from './export-favorites';
import { parseImportText } from './import/parse-import';
import { parseCsvRows } from '@/lib/csv-rows';

const favorite = (id: string, title: string): FavoriteChannel => ({
  id,
  title,
  thumbnailUrl: '',
  subscriberCount: '',
  description: '',
  createdAt: '2026-11-01T10:00:00.000Z',
});
const favorites = [
  favorite('UC3HCkVV2K2ovOaz3m7XF6NQ', 'Hand Plane & Chisel <"quoted"> it\'s'),
  favorite('UC9TyeaHD5WFLQDwWKLV5-Mg', '=HYPERLINK("http://evil.example","x")'),
  favorite('UCqgr3X5X-cgM-liYkcFrPfA', 'Commas, and\nline breaks'),
];

describe('OPML export', () => {
  const opml = favoritesToOpml(favorites, new Date('2026-11-23T12:00:00Z'));

  it('is well-formed XML with escaped titles and YouTube feed URLs', () => {
    const document = new DOMParser().parseFromString(opml, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const outlines = [...document.querySelectorAll('outline[xmlUrl]')];
    expect(outlines.map((outline) => outline.getAttribute('title'))).toEqual(favorites.map((f) => f.title));
    expect(outlines[0]?.getAttribute('xmlUrl')).toBe(
      'https://www.youtube.com/feeds/videos.xml?channel_id=UC3HCkVV2K2ovOaz3m7XF6NQ',
    );
    expect(opml).toContain('Hand Plane &amp; Chisel &lt;&quot;quoted&quot;&gt; it&apos;s');
  });

  it('imports back to the same channels', () => {
    expect(parseImportText(opml).entries.map((entry) => entry.id)).toEqual(favorites.map((f) => f.id));
  });
});

describe('CSV export', () => {
  const csv = favoritesToCsv(favorites);

  it("has Takeout's three columns, quotes where needed, and neutralises formulas", () => {
    const rows = parseCsvRows(csv);
    expect(rows[0]).toEqual(['Channel Id', 'Channel Url', 'Channel Title']);
    expect(rows[1]).toEqual([
      'UC3HCkVV2K2ovOaz3m7XF6NQ',
      'https://www.youtube.com/channel/UC3HCkVV2K2ovOaz3m7XF6NQ',
      'Hand Plane & Chisel <"quoted"> it\'s',
    ]);
    expect(rows[2]?.[2]).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(rows[3]?.[2]).toBe('Commas, and\nline breaks');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('imports back to the same channels', () => {
    expect(parseImportText(csv).entries.map((entry) => entry.id)).toEqual(favorites.map((f) => f.id));
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('neutralises %j', (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  it('leaves ordinary titles alone', () => {
    expect(neutraliseFormula('Quiet Forest Walks')).toBe('Quiet Forest Walks');
  });
});

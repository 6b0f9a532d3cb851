import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Limits } from '@stillframe/contracts';
import { ImportRefused } from './import-types';
import { parseImportFile, parseImportText } from './parse-import';

const fixtures = join(import.meta.dirname, 'fixtures');
const read = (name: string) => new Uint8Array(readFileSync(join(fixtures, name)));
const ids = (name: string) => parseImportFile(read(name)).entries.map((entry) => entry.id);
const refusal = (bytes: Uint8Array) => {
  try {
    parseImportFile(bytes);
  } catch (error) {
    if (error instanceof ImportRefused) return error.message;
    throw error;
  }
  throw new Error('The file was accepted');
};

const forest = 'UC3HCkVV2K2ovOaz3m7XF6NQ';
const garden = 'UC9TyeaHD5WFLQDwWKLV5-Mg';
const tidepool = 'UCqgr3X5X-cgM-liYkcFrPfA';

describe('Google Takeout subscriptions.csv', () => {
  it('reads channel id, URL and title by position whatever the header language, quotes, BOM and CRLF', () => {
    const english = parseImportFile(read('takeout-en.csv'));
    expect(english.format).toBe('takeout-csv');
    expect(english.entries).toEqual([
      { id: forest, title: 'Quiet Forest Walks' },
      { id: garden, title: 'Garden in Slow Motion' },
      { id: tidepool, title: 'Tidepool Notes' },
      { id: 'UCzzzzzzzzzzzzzzzzzzzzzz', title: 'Gone, Channel' },
    ]);
    expect(ids('takeout-fr.csv')).toEqual([
      'UCR2KllaDOZEVlA6AstF0Vhw',
      'UCP3LhaHBR9wF0Bk6EgY5MyQ',
      'UCXE_YpYHm_FnuDMG26BJWjg',
    ]);
    const japanese = parseImportFile(read('takeout-ja.csv'));
    expect(japanese.entries[0]?.title).toBe('Open "Lecture"\nHall');
    expect(japanese.entries).toHaveLength(2);
  });

  it('skips a malformed id and a second listing, saying why', () => {
    const german = parseImportFile(read('takeout-de.csv'));
    expect(german.entries.map((entry) => entry.title)).toEqual([
      'Pencil & Paper Studio',
      'Daily Piano Practice',
    ]);
    expect(german.skipped).toEqual([
      { label: 'Somebody', reason: 'malformed-id' },
      { label: 'Pencil & Paper Studio', reason: 'duplicate' },
    ]);
  });

  it('reads a file without a header row, and takes the id from the URL when the first cell lacks it', () => {
    const parsed = parseImportText(`${forest},,Forest\n,https://www.youtube.com/channel/${garden},Garden\n`);
    expect(parsed.entries.map((entry) => entry.id)).toEqual([forest, garden]);
  });
});

describe('JSON exports', () => {
  it("reads NewPipe's subscriptions, skipping other services and broken links", () => {
    const parsed = parseImportFile(read('newpipe-subscriptions.json'));
    expect(parsed.format).toBe('newpipe-json');
    expect(parsed.entries).toHaveLength(4);
    expect(parsed.entries[0]).toEqual({ id: forest, title: 'Quiet Forest Walks' });
    expect(parsed.skipped).toEqual([
      { label: 'Quiet Sounds', reason: 'not-youtube' },
      { label: 'Broken Link', reason: 'malformed-id' },
    ]);
  });

  it("reads Piped's export, which has NewPipe's shape", () => {
    const parsed = parseImportFile(read('piped-subscriptions.json'));
    expect(parsed.format).toBe('newpipe-json');
    expect(parsed.entries.map((entry) => entry.title)).toEqual([
      'Slow Bread Kitchen',
      'Hand Plane & Chisel',
      'Pencil & Paper Studio',
      'Daily Piano Practice',
    ]);
  });

  it("merges FreeTube's profiles, each channel once, keeping https thumbnails only", () => {
    const parsed = parseImportFile(read('freetube-profiles.db'));
    expect(parsed.format).toBe('freetube-db');
    expect(parsed.entries.map((entry) => entry.id)).toEqual([
      forest,
      garden,
      tidepool,
      'UCR2KllaDOZEVlA6AstF0Vhw',
      'UCP3LhaHBR9wF0Bk6EgY5MyQ',
      'UC66q-xdHSODweNA73fXeF4w',
    ]);
    expect(parsed.entries[0]?.thumbnailUrl).toMatch(/^https:\/\/yt3\.ggpht\.com\//);
    expect(parsed.entries[5]?.thumbnailUrl).toBeUndefined();
    expect(parsed.skipped).toEqual([]);
  });

  it("reads Invidious's export of channel ids", () => {
    const parsed = parseImportFile(read('invidious-export.json'));
    expect(parsed.format).toBe('invidious-json');
    expect(parsed.entries).toHaveLength(4);
    expect(parsed.skipped).toEqual([{ label: 'not-a-channel', reason: 'malformed-id' }]);
  });
});

describe('OPML', () => {
  it('reads channel_id= feed URLs and /feed/channel/ URLs, skipping feeds that are not YouTube channels', () => {
    const youtube = parseImportFile(read('youtube-subscriptions.opml'));
    expect(youtube.format).toBe('opml');
    expect(youtube.entries.map((entry) => entry.id)).toEqual([forest, garden, tidepool]);
    const invidious = parseImportFile(read('invidious-subscriptions.opml'));
    expect(invidious.entries.map((entry) => entry.title)).toEqual([
      'Pencil & Paper Studio',
      'Daily Piano Practice',
      'Open Lecture Hall',
      'Morning Stretch Corner',
    ]);
    expect(invidious.skipped).toEqual([{ label: 'A Blog', reason: 'not-youtube' }]);
  });
});

describe('the limit', () => {
  it(`keeps ${Limits.maxImportEntries} channels and skips the rest as over the limit`, () => {
    const id = (n: number) => `UC${n.toString(36).padStart(22, '0')}`;
    const rows = Array.from({ length: Limits.maxImportEntries + 2 }, (_, n) => `${id(n)},,Channel ${n}`);
    const parsed = parseImportText(rows.join('\n'));
    expect(parsed.entries).toHaveLength(Limits.maxImportEntries);
    expect(parsed.skipped).toEqual([
      { label: `Channel ${Limits.maxImportEntries}`, reason: 'over-limit' },
      { label: `Channel ${Limits.maxImportEntries + 1}`, reason: 'over-limit' },
    ]);
  });
});

describe('hostile files', () => {
  it.each([
    ['hostile-formula.csv', /spreadsheet formula/],
    ['hostile-dde.csv', /spreadsheet formula/],
    ['hostile-entities.opml', /DOCTYPE or entities/],
    ['hostile-utf16.csv', /UTF-16/],
    ['hostile-latin1.csv', /not UTF-8/],
    ['hostile-binary.csv', /binary data/],
    ['hostile-rss.xml', /not OPML/],
    ['hostile-no-subscriptions.json', /no "subscriptions" list/],
    ['hostile-broken.db', /Line 2 is not valid JSON/],
  ])('refuses %s with a message naming the problem', (name, message) => {
    expect(refusal(read(name))).toMatch(message);
  });

  it('refuses a file over 1 MB before reading it, and an empty file', () => {
    const large = new Uint8Array(Limits.maxImportFileBytes + 1).fill(0x41);
    expect(refusal(large)).toMatch(/up to 1 MB/);
    expect(refusal(new Uint8Array())).toMatch(/empty/);
  });

  it('refuses a file listing no channels and XML that is not well-formed', () => {
    expect(refusal(new TextEncoder().encode('Channel Id,Channel Url,Channel Title\r\n'))).toMatch(
      /no channels/,
    );
    expect(refusal(new TextEncoder().encode('<opml><body><outline'))).toMatch(/well-formed/);
  });
});

describe('the samples', () => {
  it('accepts every real-shaped sample and refuses every hostile one', () => {
    const names = readdirSync(fixtures);
    const accepted = names.filter((name) => !name.startsWith('hostile-'));
    for (const name of accepted) expect(parseImportFile(read(name)).entries.length).toBeGreaterThan(0);
    for (const name of names.filter((name) => name.startsWith('hostile-')))
      expect(() => parseImportFile(read(name))).toThrow(ImportRefused);
    expect({ accepted: accepted.length, refused: names.length - accepted.length }).toEqual({
      accepted: 10,
      refused: 9,
    });
  });
});

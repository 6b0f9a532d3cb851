import type { FavoriteChannel } from '@stillframe/contracts';

export const channelUrl = (id: string) => `https://www.youtube.com/channel/${encodeURIComponent(id)}`;
export const channelFeedUrl = (id: string) =>
  `https://www.youtube.com/feeds/videos.xml?channel_id=${encodeURIComponent(id)}`;

// Characters XML 1.0 does not allow at all; they are dropped rather than escaped.
// eslint-disable-next-line no-control-regex -- these control characters are exactly what is removed
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export const escapeXml = (value: string): string =>
  value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    // Attribute values would fold these to spaces.
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');

/** OPML 1.1 as feed readers and NewPipe/FreeTube import it: one outline per channel with its YouTube feed. */
export function favoritesToOpml(favorites: FavoriteChannel[], exportedAt: Date): string {
  const outlines = favorites.map((channel) => {
    const title = escapeXml(channel.title);
    return (
      `      <outline text="${title}" title="${title}" type="rss" ` +
      `xmlUrl="${escapeXml(channelFeedUrl(channel.id))}" htmlUrl="${escapeXml(channelUrl(channel.id))}"/>`
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<opml version="1.1">',
    '  <head>',
    '    <title>Stillframe favourite channels</title>',
    `    <dateCreated>${exportedAt.toUTCString()}</dateCreated>`,
    '  </head>',
    '  <body>',
    '    <outline text="YouTube Subscriptions" title="YouTube Subscriptions">',
    ...outlines,
    '    </outline>',
    '  </body>',
    '</opml>',
    '',
  ].join('\n');
}

/** A cell a spreadsheet would run as a formula gets a leading apostrophe, so it shows as text. */
export const neutraliseFormula = (cell: string): string => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

const csvCell = (value: string): string => {
  const cell = neutraliseFormula(value);
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
};

/** Takeout's three columns (channel id, URL, title), so the file imports wherever Takeout's does. */
export function favoritesToCsv(favorites: FavoriteChannel[]): string {
  const rows = [
    ['Channel Id', 'Channel Url', 'Channel Title'],
    ...favorites.map((channel) => [channel.id, channelUrl(channel.id), channel.title]),
  ];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const exportFileName = (extension: 'opml' | 'csv', exportedAt: Date) =>
  `stillframe-favourites-${exportedAt.toISOString().slice(0, 10)}.${extension}`;

import { fromUrl } from './channel-id';
import { ImportRefused, type Candidate } from './import-types';

/**
 * OPML feed lists: each `outline` with an `xmlUrl`. A DOCTYPE or ENTITY declaration is refused before
 * any parsing, so no entity is ever expanded.
 */
export function parseOpml(text: string): Candidate[] {
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text))
    throw new ImportRefused(
      'The OPML file declares a DOCTYPE or entities, which are not allowed; the file is refused.',
    );
  const document = new DOMParser().parseFromString(text, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0)
    throw new ImportRefused('The file is not well-formed XML.');
  if (document.documentElement.nodeName.toLowerCase() !== 'opml')
    throw new ImportRefused('The XML file is not OPML (its root element is not <opml>).');
  return [...document.getElementsByTagName('outline')]
    .filter((outline) => outline.hasAttribute('xmlUrl'))
    .map((outline) => {
      const url = outline.getAttribute('xmlUrl') ?? '';
      const title = outline.getAttribute('title') || outline.getAttribute('text') || '';
      if (!/youtube|channel_id=|\/channel\//i.test(url))
        return { label: title || url, reason: 'not-youtube' };
      return fromUrl(url, { title });
    });
}

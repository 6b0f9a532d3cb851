import { ImportRefused } from './import-types';

// C0 controls other than tab, line feed and carriage return, and DEL: never in a text export.
// eslint-disable-next-line no-control-regex -- these control characters are exactly what is refused
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A text export's text, or a refusal naming what is wrong: encoding or binary content (the favourites import's rules). */
export function decodeText(bytes: Uint8Array): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw new ImportRefused('The file is UTF-16 text; save or export it as UTF-8 and try again.');
  if (bytes.includes(0)) throw new ImportRefused('The file holds binary data, not a playlist export.');
  let text: string;
  try {
    // A UTF-8 byte order mark is dropped here (Takeout writes none, Excel adds one).
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportRefused('The file is not UTF-8 text; save or export it as UTF-8 and try again.');
  }
  if (CONTROL.test(text)) throw new ImportRefused('The file holds binary data, not a playlist export.');
  return text;
}

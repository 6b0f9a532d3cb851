import { Limits } from '@stillframe/contracts';
import { ImportRefused } from './import-types';

const MEGABYTES = Limits.maxImportFileBytes / (1024 * 1024);
// C0 controls other than tab, line feed and carriage return, and DEL: never in a text export.
// eslint-disable-next-line no-control-regex -- these control characters are exactly what is refused
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The file's text, or a refusal naming what is wrong with it: size, encoding or binary content. */
export function decodeImportFile(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new ImportRefused('The file is empty.');
  if (bytes.length > Limits.maxImportFileBytes)
    throw new ImportRefused(
      `The file is ${(bytes.length / (1024 * 1024)).toFixed(1)} MB; files up to ${MEGABYTES} MB can be imported.`,
    );
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw new ImportRefused('The file is UTF-16 text; save or export it as UTF-8 and try again.');
  if (bytes.includes(0))
    throw new ImportRefused('The file holds binary data, not a text export of subscriptions.');
  let text: string;
  try {
    // A UTF-8 byte order mark is dropped here (Takeout writes none, Excel adds one).
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportRefused('The file is not UTF-8 text; save or export it as UTF-8 and try again.');
  }
  if (CONTROL.test(text))
    throw new ImportRefused('The file holds binary data, not a text export of subscriptions.');
  return text;
}

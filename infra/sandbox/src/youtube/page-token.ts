/**
 * Page tokens shaped like the real ones: base64 of a tiny protobuf. search.list tokens
 * look like `CAUQAA` (field 1 = offset, field 2 = direction); playlistItems tokens look
 * like `EAAaBlBUOkNESQ` (field 2 = direction, field 3 = "PT:" + base64 of the offset).
 */
export type TokenStyle = 'search' | 'playlist';

export function encodePageToken(style: TokenStyle, offset: number, backwards: boolean): string {
  const direction = backwards ? 1 : 0;
  if (style === 'search') return toBase64([0x08, ...varint(offset), 0x10, direction]);
  const inner = Buffer.from(`PT:${toBase64([0x08, ...varint(offset)])}`, 'latin1');
  return toBase64([0x10, direction, 0x1a, inner.length, ...inner]);
}

/** Returns the offset a token points at, or undefined when the token is not one of ours. */
export function decodePageToken(token: string): number | undefined {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(token)) return undefined;
  const bytes = [...Buffer.from(token.replace(/-/g, '+').replace(/_/g, '/'), 'base64')];
  if (bytes[0] === 0x08) {
    const read = readVarint(bytes, 1);
    return read && bytes[read.next] === 0x10 && bytes.length === read.next + 2 ? read.value : undefined;
  }
  if (bytes[0] === 0x10 && bytes[2] === 0x1a && bytes[3] === bytes.length - 4) {
    const inner = Buffer.from(bytes.slice(4)).toString('latin1');
    if (!inner.startsWith('PT:')) return undefined;
    const offsetBytes = [...Buffer.from(inner.slice(3), 'base64')];
    const read = offsetBytes[0] === 0x08 ? readVarint(offsetBytes, 1) : undefined;
    return read && read.next === offsetBytes.length ? read.value : undefined;
  }
  return undefined;
}

function toBase64(bytes: number[]): string {
  return Buffer.from(bytes).toString('base64').replace(/=+$/, '');
}

function varint(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
  return out;
}

function readVarint(bytes: number[], start: number): { value: number; next: number } | undefined {
  let value = 0;
  let shift = 1;
  for (let i = start; i < bytes.length && i < start + 5; i++) {
    const byte = bytes[i] as number;
    value += (byte & 0x7f) * shift;
    shift *= 0x80;
    if ((byte & 0x80) === 0) return { value, next: i + 1 };
  }
  return undefined;
}

import { ImportRefused } from '../import-types';

/**
 * Reads the rows of tables of an SQLite database file (https://www.sqlite.org/fileformat2.html), read-only
 * and in the browser: enough for NewPipe's backup, without shipping SQLite itself. Every page number and
 * length is checked, a page is visited once, and the rows read are bounded, so a crafted file is refused
 * rather than looping or allocating without end.
 */
export type SqlValue = null | number | string | Uint8Array;
export type SqlRow = Record<string, SqlValue>;

const HEADER = 'SQLite format 3\u0000';
/** Rows read at most across the tables asked for. */
const MAX_ROWS = 500_000;

const damaged = () => new ImportRefused('The NewPipe database is damaged; export the backup again.');

export const isSqlite = (bytes: Uint8Array): boolean =>
  bytes.length >= 100 && new TextDecoder('latin1').decode(bytes.subarray(0, 16)) === HEADER;

export class SqliteFile {
  private readonly view: DataView;
  private readonly pageSize: number;
  private readonly usable: number;
  private readonly pageCount: number;
  private rowsRead = 0;

  constructor(private readonly bytes: Uint8Array) {
    if (!isSqlite(bytes)) throw new ImportRefused('The file is not an SQLite database.');
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const size = this.view.getUint16(16);
    this.pageSize = size === 1 ? 65_536 : size;
    if (this.pageSize < 512 || (this.pageSize & (this.pageSize - 1)) !== 0) throw damaged();
    this.usable = this.pageSize - bytes[20]!;
    if (this.view.getUint32(56) > 1)
      throw new ImportRefused('The NewPipe database is not UTF-8; export the backup again from NewPipe.');
    this.pageCount = Math.floor(bytes.length / this.pageSize);
  }

  /** `PRAGMA user_version`: the schema version Room wrote. */
  get userVersion(): number {
    return this.view.getUint32(60);
  }

  /** The rows of a table by column name (the INTEGER PRIMARY KEY column reads the rowid), or null. */
  table(name: string): SqlRow[] | null {
    const schema = this.rows(1).find(
      (row) => row.values[0] === 'table' && String(row.values[1]).toLowerCase() === name.toLowerCase(),
    );
    if (!schema) return null;
    const root = schema.values[3];
    if (typeof root !== 'number') throw damaged();
    const columns = columnsOf(String(schema.values[4] ?? ''));
    return this.rows(root).map(({ rowid, values }) =>
      Object.fromEntries(
        columns.map((column, index) => [
          column.name,
          column.isRowid && values[index] === null ? rowid : (values[index] ?? null),
        ]),
      ),
    );
  }

  /** Every row of the table b-tree rooted at `root`, in rowid order. */
  private rows(root: number): Array<{ rowid: number; values: SqlValue[] }> {
    const out: Array<{ rowid: number; values: SqlValue[] }> = [];
    const seen = new Set<number>();
    const visit = (page: number) => {
      if (page < 1 || page > this.pageCount || seen.has(page)) throw damaged();
      seen.add(page);
      const start = (page - 1) * this.pageSize;
      const header = page === 1 ? start + 100 : start;
      const type = this.bytes[header];
      const cells = this.view.getUint16(header + 3);
      if (type === 0x05) {
        for (let index = 0; index < cells; index++)
          visit(this.view.getUint32(start + this.view.getUint16(header + 12 + index * 2)));
        visit(this.view.getUint32(header + 8));
      } else if (type === 0x0d) {
        for (let index = 0; index < cells; index++) {
          if (++this.rowsRead > MAX_ROWS)
            throw new ImportRefused(
              'The NewPipe database holds more rows than a backup can; the file is refused.',
            );
          out.push(this.leafCell(start + this.view.getUint16(header + 8 + index * 2), seen));
        }
      } else throw damaged();
    };
    visit(root);
    return out;
  }

  private leafCell(offset: number, seen: Set<number>): { rowid: number; values: SqlValue[] } {
    const [payloadSize, afterSize] = this.varint(offset);
    const [rowid, afterRowid] = this.varint(afterSize);
    return { rowid, values: decodeRecord(this.payload(afterRowid, payloadSize, seen)) };
  }

  /** A cell's payload: the part on the page, then the overflow pages' parts. */
  private payload(offset: number, size: number, seen: Set<number>): Uint8Array {
    const maxLocal = this.usable - 35;
    if (size <= maxLocal) return this.slice(offset, size);
    const minLocal = Math.floor(((this.usable - 12) * 32) / 255) - 23;
    const k = minLocal + ((size - minLocal) % (this.usable - 4));
    const local = k <= maxLocal ? k : minLocal;
    const out = new Uint8Array(size);
    out.set(this.slice(offset, local), 0);
    let at = local;
    let page = this.view.getUint32(offset + local);
    while (at < size) {
      if (page < 1 || page > this.pageCount || seen.has(page)) throw damaged();
      seen.add(page);
      const start = (page - 1) * this.pageSize;
      const take = Math.min(size - at, this.usable - 4);
      out.set(this.slice(start + 4, take), at);
      at += take;
      page = this.view.getUint32(start);
    }
    return out;
  }

  private slice(offset: number, length: number): Uint8Array {
    if (offset < 0 || offset + length > this.bytes.length) throw damaged();
    return this.bytes.subarray(offset, offset + length);
  }

  private varint(offset: number): [number, number] {
    return readVarint(this.bytes, offset);
  }
}

/** An SQLite varint (1 to 9 bytes, big-endian, 7 bits a byte and 8 in the ninth) and the offset after it. */
function readVarint(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0;
  for (let index = 0; index < 9; index++) {
    const byte = bytes[offset + index];
    if (byte === undefined) throw damaged();
    if (index === 8) return [value * 256 + byte, offset + 9];
    value = value * 128 + (byte & 0x7f);
    if (byte < 0x80) return [value, offset + index + 1];
  }
  throw damaged();
}

/** The values of a record: a header of serial types, then the values they describe. */
function decodeRecord(payload: Uint8Array): SqlValue[] {
  const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  const [headerSize, first] = readVarint(payload, 0);
  if (headerSize > payload.length) throw damaged();
  const types: number[] = [];
  for (let offset = first; offset < headerSize;) {
    const [type, next] = readVarint(payload, offset);
    types.push(type);
    offset = next;
  }
  let at = headerSize;
  const take = (length: number) => {
    if (at + length > payload.length) throw damaged();
    const start = at;
    at += length;
    return start;
  };
  return types.map((type): SqlValue => {
    switch (type) {
      case 0:
        return null;
      case 1:
        return view.getInt8(take(1));
      case 2:
        return view.getInt16(take(2));
      case 3: {
        const start = take(3);
        return (view.getInt8(start) << 16) | view.getUint16(start + 1);
      }
      case 4:
        return view.getInt32(take(4));
      case 5: {
        const start = take(6);
        return view.getInt16(start) * 2 ** 32 + view.getUint32(start + 2);
      }
      case 6:
        return Number(view.getBigInt64(take(8)));
      case 7:
        return view.getFloat64(take(8));
      case 8:
        return 0;
      case 9:
        return 1;
      default: {
        if (type < 12) throw damaged();
        const length = Math.floor((type - (type % 2 === 0 ? 12 : 13)) / 2);
        const bytes = payload.subarray(take(length), at);
        return type % 2 === 0 ? bytes : new TextDecoder().decode(bytes);
      }
    }
  });
}

/** The columns of a CREATE TABLE statement in order; the INTEGER PRIMARY KEY one is the rowid. */
export function columnsOf(sql: string): Array<{ name: string; isRowid: boolean }> {
  const open = sql.indexOf('(');
  const close = sql.lastIndexOf(')');
  if (open < 0 || close < open) throw damaged();
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of sql.slice(open + 1, close)) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts
    .map((part) => part.trim())
    .filter((part) => !/^(?:primary\s+key|foreign\s+key|unique|check|constraint)\b/i.test(part))
    .map((part) => {
      const name = /^(?:`([^`]+)`|"([^"]+)"|\[([^\]]+)\]|(\S+))/.exec(part);
      return {
        name: name?.[1] ?? name?.[2] ?? name?.[3] ?? name?.[4] ?? '',
        isRowid: /^\S+\s+integer\s+primary\s+key/i.test(part.replace(/^(`[^`]+`|"[^"]+")/, 'x')),
      };
    });
}

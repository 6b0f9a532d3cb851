import { ImportRefused } from '../import-types';

/** Most bytes a NewPipe database may unpack to: far above a real one, far below a zip bomb's. */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;

export const isZip = (bytes: Uint8Array): boolean =>
  bytes.length >= 4 && new DataView(bytes.buffer, bytes.byteOffset).getUint32(0, true) === LOCAL_ENTRY;

const broken = () => new ImportRefused('The zip file is damaged; export the NewPipe backup again.');

interface CentralEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The entries the zip's central directory lists (no ZIP64: a NewPipe backup is far smaller). */
function centralEntries(bytes: Uint8Array): CentralEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record sits in the last 22 bytes plus a comment of at most 65,535.
  let end = -1;
  for (let offset = bytes.length - 22; offset >= Math.max(0, bytes.length - 22 - 0xffff); offset--)
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  if (end < 0) throw broken();
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const entries: CentralEntry[] = [];
  for (let index = 0; index < count; index++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL_ENTRY) throw broken();
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    entries.push({
      flags: view.getUint16(offset + 8, true),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      size: view.getUint32(offset + 24, true),
      localOffset: view.getUint32(offset + 42, true),
      name: new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Inflates raw deflate data, stopping past `limit` bytes whatever the header claimed. */
async function inflate(data: Uint8Array, limit: number): Promise<Uint8Array> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(data);
      controller.close();
    },
  });
  const stream = source.pipeThrough(
    new DecompressionStream('deflate-raw') as ReadableWritablePair<Uint8Array, Uint8Array>,
  );
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > limit) {
        await reader.cancel();
        throw new ImportRefused(
          'The zip unpacks to more than a NewPipe backup can hold; the file is refused.',
        );
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ImportRefused) throw error;
    throw broken();
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The bytes of the entry named `name` at the zip's top level, or null when there is none. */
export async function readZipEntry(bytes: Uint8Array, name: string): Promise<Uint8Array | null> {
  const entry = centralEntries(bytes).find((candidate) => candidate.name === name);
  if (!entry) return null;
  if (entry.flags & 0x1)
    throw new ImportRefused('The zip is encrypted; export the NewPipe backup without a password.');
  if (entry.size > MAX_UNPACKED_BYTES)
    throw new ImportRefused('The zip unpacks to more than a NewPipe backup can hold; the file is refused.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const local = entry.localOffset;
  if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL_ENTRY) throw broken();
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw broken();
  if (entry.method === 0) return data;
  if (entry.method === 8) return inflate(data, Math.min(entry.size, MAX_UNPACKED_BYTES));
  throw new ImportRefused('The zip uses a compression NewPipe does not write; the file is refused.');
}

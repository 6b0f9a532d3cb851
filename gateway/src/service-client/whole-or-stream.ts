import { Readable } from 'node:stream';

/** Answers up to this size are read whole and sent in one write; larger ones stream through. */
const WHOLE_BYTES = 256 * 1024;

/**
 * A service's answer as one buffer when it is small, which is nearly every answer: one write to the
 * browser, and none of a stream pipeline's per-request machinery. A larger answer (a long streamed
 * list) comes back as a stream of all its bytes, the ones already read first.
 */
export async function wholeOrStream(
  body: AsyncIterable<Buffer>,
  maxBytes = WHOLE_BYTES,
): Promise<Buffer | Readable> {
  const iterator = body[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let size = 0;
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    chunks.push(next.value);
    size += next.value.length;
    if (size > maxBytes) {
      const stream = Readable.from(readOn(chunks, iterator), { objectMode: false });
      // A browser that went away mid-answer: the service's connection is released, not left half-read.
      stream.once('close', () => void iterator.return?.().catch(() => undefined));
      return stream;
    }
  }
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size);
}

async function* readOn(read: Buffer[], rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield* read;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

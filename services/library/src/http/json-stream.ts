import { Readable } from 'node:stream';
import type { HttpReply, Logger } from '@stillframe/server-kit';

/** Items of one JSON array, batch by batch, with the commas between them. */
export async function* jsonArrayItems(batches: AsyncIterable<unknown[]>): AsyncGenerator<string> {
  let first = true;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield (first ? '' : ',') + batch.map((item) => JSON.stringify(item)).join(',');
    first = false;
  }
}

/**
 * Sends a JSON document chunk by chunk as a stream, which waits whenever the client reads slower than
 * the database answers (and stops the chunks when the client goes away). The first chunk is produced
 * before the status is sent, so a failure there still answers the API's error body; a failure later
 * can only cut the connection, which the client sees as an error.
 */
export async function streamJson(
  reply: HttpReply,
  chunks: AsyncIterable<string>,
  logger: Logger,
  headers: Record<string, string> = {},
): Promise<void> {
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* rest(): AsyncGenerator<string> {
    try {
      for (let next = first; !next.done; next = await iterator.next()) yield next.value;
    } catch (error) {
      logger.error({ err: error }, 'streamed response failed after it started');
      throw error;
    } finally {
      await iterator.return?.(undefined);
    }
  }
  reply.status(200).header('content-type', 'application/json; charset=utf-8');
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  await reply.send(Readable.from(rest(), { objectMode: false }));
}

import type { Response } from 'express';
import type { Logger } from '@stillframe/server-kit';

/** Items of one JSON array, batch by batch, with the commas between them. */
export async function* jsonArrayItems(batches: AsyncIterable<unknown[]>): AsyncGenerator<string> {
  let first = true;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield (first ? '' : ',') + batch.map((item) => JSON.stringify(item)).join(',');
    first = false;
  }
}

const drained = (res: Response): Promise<void> =>
  new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });

/**
 * Writes a JSON document chunk by chunk, waiting whenever the client reads slower than the database
 * answers. The first chunk is produced before the status is sent, so a failure there still answers
 * the API's error body; a failure later can only cut the connection, which the client sees as an error.
 */
export async function streamJson(
  res: Response,
  chunks: AsyncIterable<string>,
  logger: Logger,
  headers: Record<string, string> = {},
): Promise<void> {
  const iterator = chunks[Symbol.asyncIterator]();
  let next = await iterator.next();
  res.status(200);
  res.setHeader('content-type', 'application/json; charset=utf-8');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  try {
    while (!next.done) {
      if (!res.write(next.value)) await drained(res);
      if (res.destroyed) {
        await iterator.return?.(undefined);
        return;
      }
      next = await iterator.next();
    }
    res.end();
  } catch (error) {
    logger.error({ err: error }, 'streamed response failed after it started');
    res.destroy(error as Error);
  }
}

import { NextCursorHeader } from '@stillframe/contracts';
import type { HttpReply, Logger } from '@stillframe/server-kit';
import { streamJson } from '../http/json-stream.js';
import type { NoteListing } from './note-listing.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers a list call, each note already JSON text: a page with its next cursor in the header; a
 * whole list of one batch (nearly every list) as one text; a longer one streamed batch by batch.
 * The first batches are read before anything is sent, so that a database failure there still
 * answers a proper error.
 */
export async function sendNoteListing(
  res: HttpReply,
  listing: Promise<NoteListing>,
  logger: Logger,
): Promise<void> {
  const answer = await listing;
  if (answer.shape === 'page') {
    if (answer.nextCursor) res.header(NextCursorHeader, answer.nextCursor);
    await res
      .status(200)
      .header('content-type', JSON_TYPE)
      .send(`[${answer.notes.join(',')}]`);
    return;
  }
  const batches = answer.batches[Symbol.asyncIterator]();
  const first = await batches.next();
  const second = first.done ? first : await batches.next();
  if (second.done) {
    await res
      .status(200)
      .header('content-type', JSON_TYPE)
      .send(`[${first.done ? '' : first.value.join(',')}]`);
    return;
  }
  await streamJson(res, arrayDocument([first.value ?? [], second.value], batches), logger);
}

async function* arrayDocument(read: string[][], rest: AsyncIterator<string[]>): AsyncGenerator<string> {
  yield '[' + read.map((batch) => batch.join(',')).join(',');
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield ',' + next.value.join(',');
  yield ']';
}

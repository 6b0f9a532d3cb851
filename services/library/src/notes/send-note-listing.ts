import { NextCursorHeader, type Note } from '@stillframe/contracts';
import type { HttpReply, Logger } from '@stillframe/server-kit';
import { jsonArrayItems, streamJson } from '../http/json-stream.js';
import type { NoteListing } from './note-listing.js';

/** Answers a list call: a page as plain JSON with its next cursor in the header, or the whole list streamed. */
export async function sendNoteListing(
  res: HttpReply,
  listing: Promise<NoteListing>,
  logger: Logger,
): Promise<void> {
  const answer = await listing;
  if (answer.shape === 'page') {
    if (answer.nextCursor) res.header(NextCursorHeader, answer.nextCursor);
    await res.status(200).send(answer.notes);
    return;
  }
  await streamJson(res, arrayDocument(answer.batches), logger);
}

async function* arrayDocument(batches: AsyncIterable<Note[]>): AsyncGenerator<string> {
  const items = jsonArrayItems(batches);
  // The first batch is read before '[' goes out, so that a database failure still answers a proper error.
  const first = await items.next();
  yield '[' + (first.done ? '' : first.value);
  for await (const chunk of items) yield chunk;
  yield ']';
}

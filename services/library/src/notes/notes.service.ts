import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import { ErrorCode, type Note, type NoteListQuerySchema } from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import { NotesRepository } from './notes.repository.js';
import { newNoteContent, toNoteView, type NewNote } from './note.mapper.js';
import { noteChanges, type NoteUpdate } from './note-changes.js';
import type { NoteSort } from '@stillframe/contracts';
import { decodeNoteCursor, encodeNoteCursor, type NotePosition } from './note-cursor.js';
import type { NoteFilter } from './note-filter.js';
import type { NoteListing } from './note-listing.js';
import { NoteListRepository } from './note-list.repository.js';
import { StorageBounds, noteBytes } from '../storage-bounds/storage-bounds.js';

export type NoteListQuery = z.output<typeof NoteListQuerySchema>;

/** Rows fetched per round trip when a whole list is streamed. */
const STREAM_BATCH = 1_000;

@Injectable()
export class NotesService {
  constructor(
    private readonly notes: NotesRepository,
    private readonly lists: NoteListRepository,
    private readonly bounds: StorageBounds,
  ) {}

  async create(userId: string, request: NewNote): Promise<Note> {
    const content = newNoteContent(request);
    const bytes = noteBytes(content);
    return toNoteView(
      await this.notes.create(userId, content, (usage) => this.bounds.checkNotes(usage, { count: 1, bytes })),
    );
  }

  async update(userId: string, id: string, update: NoteUpdate): Promise<Note> {
    const current = await this.notes.findOwned(userId, id);
    if (!current) throw AppException.notFound('Note');
    const changes = noteChanges(current, update);
    const updated = await this.notes.update(userId, id, current.isEncrypted, changes, (usage, before) =>
      // Only growth counts: a note made shorter is always saved, even over a lowered bound.
      this.bounds.checkNotes(usage, {
        count: 0,
        bytes: noteBytes({ ...before, ...changes }) - noteBytes(before),
      }),
    );
    if (updated) return toNoteView(updated);
    // Deleted, or changed kind by another request, between the read and the write.
    if (!(await this.notes.findOwned(userId, id))) throw AppException.notFound('Note');
    throw new AppException(
      ErrorCode.conflict,
      'The note changed while it was being saved. Reload it and try again.',
    );
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.notes.remove(userId, id))) throw AppException.notFound('Note');
  }

  /** A list call: notes as the JSON texts Postgres wrote, a page or the whole list in batches. */
  async list(userId: string, filter: NoteFilter, query: NoteListQuery): Promise<NoteListing> {
    const after = query.cursor ? decodeNoteCursor(query.cursor, query.sort) : null;
    if (query.limit === undefined) {
      const batches = keysetBatches(after, (position, take) =>
        this.lists.page(userId, filter, query.sort, position, take),
      );
      return { shape: 'stream', batches: mapBatches(batches, (note) => note.json) };
    }
    // One row more than asked tells whether another page exists, without a count query.
    const rows = await this.lists.page(userId, filter, query.sort, after, query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const nextCursor = rows.length > query.limit && last ? encodeNoteCursor(query.sort, last.position) : null;
    return { shape: 'page', notes: page.map((note) => note.json), nextCursor };
  }

  /** Every note of a listing from `after` on, as views, in batches fetched by keyset as the client reads. */
  batches(
    userId: string,
    filter: NoteFilter,
    sort: NoteSort,
    after: NotePosition | null = null,
  ): AsyncGenerator<Note[]> {
    const rows = keysetBatches(after, async (position, take) =>
      (await this.notes.page(userId, filter, sort, position, take)).map((row) => ({
        row,
        position: { createdAt: row.createdAt, id: row.id },
      })),
    );
    return mapBatches(rows, ({ row }) => toNoteView(row));
  }
}

/** Pages of STREAM_BATCH rows, each starting after the last row of the one before, until one is short. */
async function* keysetBatches<T extends { position: NotePosition }>(
  after: NotePosition | null,
  readPage: (after: NotePosition | null, take: number) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let position = after;
  for (;;) {
    const rows = await readPage(position, STREAM_BATCH);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < STREAM_BATCH) return;
    position = last.position;
  }
}

async function* mapBatches<T, U>(batches: AsyncIterable<T[]>, map: (item: T) => U): AsyncGenerator<U[]> {
  for await (const batch of batches) yield batch.map(map);
}

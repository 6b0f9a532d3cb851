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

export type NoteListQuery = z.output<typeof NoteListQuerySchema>;

/** Rows fetched per round trip when a whole list is streamed. */
const STREAM_BATCH = 1_000;

@Injectable()
export class NotesService {
  constructor(private readonly notes: NotesRepository) {}

  async create(userId: string, request: NewNote): Promise<Note> {
    return toNoteView(await this.notes.create(userId, newNoteContent(request)));
  }

  async update(userId: string, id: string, update: NoteUpdate): Promise<Note> {
    const current = await this.notes.findOwned(userId, id);
    if (!current) throw AppException.notFound('Note');
    const updated = await this.notes.update(userId, id, current.isEncrypted, noteChanges(current, update));
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

  async list(userId: string, filter: NoteFilter, query: NoteListQuery): Promise<NoteListing> {
    const after = query.cursor ? decodeNoteCursor(query.cursor, query.sort) : null;
    if (query.limit === undefined)
      return { shape: 'stream', batches: this.batches(userId, filter, query.sort, after) };
    return this.page(userId, filter, query.sort, after, query.limit);
  }

  /** Every note of a listing from `after` on, in batches fetched by keyset as the client reads. */
  async *batches(
    userId: string,
    filter: NoteFilter,
    sort: NoteSort,
    after: NotePosition | null = null,
  ): AsyncGenerator<Note[]> {
    let position = after;
    for (;;) {
      const rows = await this.notes.page(userId, filter, sort, position, STREAM_BATCH);
      if (rows.length > 0) yield rows.map(toNoteView);
      const last = rows.at(-1);
      if (!last || rows.length < STREAM_BATCH) return;
      position = { createdAt: last.createdAt, id: last.id };
    }
  }

  private async page(
    userId: string,
    filter: NoteFilter,
    sort: NoteSort,
    after: NotePosition | null,
    limit: number,
  ): Promise<NoteListing> {
    // One row more than asked tells whether another page exists, without a count query.
    const rows = await this.notes.page(userId, filter, sort, after, limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const nextCursor =
      rows.length > limit && last ? encodeNoteCursor(sort, { createdAt: last.createdAt, id: last.id }) : null;
    return { shape: 'page', notes: page.map(toNoteView), nextCursor };
  }
}

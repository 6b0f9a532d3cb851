import { Injectable } from '@nestjs/common';
import { Prisma, type Note } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';
import type { NoteContent } from './note.mapper.js';
import type { NoteFilter } from './note-filter.js';
import type { NoteSort } from '@stillframe/contracts';
import type { NotePosition } from './note-cursor.js';
import { LOCKED_WRITE, lockNoteUsage } from '../storage-bounds/storage-usage.repository.js';
import type { NoteUsage } from '../storage-bounds/storage-bounds.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Note ids are UUIDs; anything else cannot match, and Postgres would reject it as a bad uuid. */
export const isNoteId = (id: string): boolean => UUID.test(id);

const filterWhere = (filter: NoteFilter): Prisma.NoteWhereInput => {
  switch (filter.kind) {
    case 'all':
      return {};
    case 'regular':
      return { isEncrypted: false };
    case 'encrypted':
      return { isEncrypted: true };
    case 'video':
      return { OR: [{ isEncrypted: true }, { isEncrypted: false, videoId: filter.videoId }] };
  }
};

const afterWhere = (sort: NoteSort, after: NotePosition | null): Prisma.NoteWhereInput => {
  if (!after) return {};
  const beyond = sort === 'newest' ? 'lt' : 'gt';
  return {
    OR: [
      { createdAt: { [beyond]: after.createdAt } },
      { createdAt: after.createdAt, id: { [beyond]: after.id } },
    ],
  };
};

/** Postgres access for notes; every query is scoped to one user. */
@Injectable()
export class NotesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Inserts under the account's notes lock, once `check` (which throws to refuse) has seen the account's
   * usage: two creates at once cannot both pass a bound.
   */
  create(userId: string, content: NoteContent, check: (usage: NoteUsage) => void): Promise<Note> {
    return this.prisma.$transaction(async (tx) => {
      check(await lockNoteUsage(tx, userId));
      return tx.note.create({ data: { userId, ...content } });
    }, LOCKED_WRITE);
  }

  findOwned(userId: string, id: string): Promise<Note | null> {
    if (!isNoteId(id)) return Promise.resolve(null);
    return this.prisma.note.findFirst({ where: { id, userId } });
  }

  /**
   * Changes a note only while it is still of the kind the caller's changes were worked out for;
   * null when it is gone or changed kind in between.
   */
  async update(
    userId: string,
    id: string,
    wasEncrypted: boolean,
    changes: Partial<NoteContent>,
    check: (usage: NoteUsage, before: Note) => void,
  ): Promise<Note | null> {
    return this.prisma.$transaction(async (tx) => {
      // Under the notes lock, so that two updates growing notes at once cannot both pass the bytes bound.
      const usage = await lockNoteUsage(tx, userId);
      const before = await tx.note.findFirst({ where: { id, userId, isEncrypted: wasEncrypted } });
      if (!before) return null;
      check(usage, before);
      try {
        return await tx.note.update({ where: { id, userId, isEncrypted: wasEncrypted }, data: changes });
      } catch (error) {
        // Deleted or changed kind by another request since the read above.
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') return null;
        throw error;
      }
    }, LOCKED_WRITE);
  }

  async remove(userId: string, id: string): Promise<boolean> {
    if (!isNoteId(id)) return false;
    const result = await this.prisma.note.deleteMany({ where: { id, userId } });
    return result.count > 0;
  }

  /** One page in keyset order: (createdAt, id) descending for newest first, ascending for oldest first. */
  page(
    userId: string,
    filter: NoteFilter,
    sort: NoteSort,
    after: NotePosition | null,
    take: number,
  ): Promise<Note[]> {
    const direction = sort === 'newest' ? 'desc' : 'asc';
    return this.prisma.note.findMany({
      where: { userId, AND: [filterWhere(filter), afterWhere(sort, after)] },
      orderBy: [{ createdAt: direction }, { id: direction }],
      take,
    });
  }
}

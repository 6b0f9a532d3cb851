import { Injectable } from '@nestjs/common';
import type { NoteSort } from '@stillframe/contracts';
import { PrismaService } from '../database/prisma.service.js';
import type { NoteFilter } from './note-filter.js';
import type { NotePosition } from './note-cursor.js';

/** A listed note: its JSON as the API answers it, and where it sits in the keyset order. */
export interface ListedNote {
  json: string;
  position: NotePosition;
}

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
/**
 * One note in the API's shape, the same as toNoteView (note.mapper.ts) gives, written by Postgres:
 * row_to_json writes compact JSON in the columns' order, and the times are the stored milliseconds.
 */
export const noteJsonColumns = `id, note, video_id AS "videoId", video_title AS "videoTitle",
  video_thumbnail_url AS "videoThumbnailUrl",
  CASE WHEN is_encrypted THEN to_json(coalesce(timestamp_cipher, ''))
       ELSE to_json(coalesce(timestamp_seconds, 0)) END AS "timestamp",
  is_encrypted AS "isEncrypted", content_iv AS "contentIv", video_id_iv AS "videoIdIv",
  video_title_iv AS "videoTitleIv", video_thumbnail_iv AS "videoThumbnailIv", timestamp_iv AS "timestampIv",
  channel_id AS "channelId", channel_title AS "channelTitle", channel_id_iv AS "channelIdIv",
  channel_title_iv AS "channelTitleIv",
  to_char(created_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS "createdAt",
  to_char(updated_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS "updatedAt"`;

const FILTERS: Record<NoteFilter['kind'], string> = {
  all: '',
  regular: 'AND NOT is_encrypted',
  encrypted: 'AND is_encrypted',
  // The video id of an encrypted note is ciphertext: every encrypted note goes along.
  video: 'AND (is_encrypted OR video_id = $5)',
};

/**
 * The note lists, the library's hottest read: one SQL query in which Postgres writes each note's
 * JSON, so that no row is turned into objects and back into text (bench/notes-list-query.mjs
 * measures it against the Prisma model query). Every query is scoped to one user.
 */
@Injectable()
export class NoteListRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** One page in keyset order: (createdAt, id) descending for newest first, ascending for oldest first. */
  async page(
    userId: string,
    filter: NoteFilter,
    sort: NoteSort,
    after: NotePosition | null,
    take: number,
  ): Promise<ListedNote[]> {
    const [direction, beyond] = sort === 'newest' ? ['DESC', '<'] : ['ASC', '>'];
    const values: unknown[] = [userId, take, after?.createdAt ?? null, after?.id ?? null];
    if (filter.kind === 'video') values.push(filter.videoId);
    const { rows } = await this.prisma.pool.query<[string, string, string]>({
      text: `SELECT row_to_json(listed)::text, listed.id, listed."createdAt"
               FROM notes CROSS JOIN LATERAL (SELECT ${noteJsonColumns}) listed
              WHERE user_id = $1 ${FILTERS[filter.kind]}
                AND ($3::timestamptz IS NULL OR (created_at, notes.id) ${beyond} ($3::timestamptz, $4::uuid))
              ORDER BY created_at ${direction}, notes.id ${direction}
              LIMIT $2`,
      values,
      rowMode: 'array',
    });
    return rows.map(([json, id, createdAt]) => ({ json, position: { id, createdAt: new Date(createdAt) } }));
  }
}

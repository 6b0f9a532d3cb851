import { z } from 'zod';
import { defineRoute } from '../http/route.js';
import { SuccessSchema } from '../common/enums.js';
import { ChannelIdSchema } from '../common/ids.js';
import { AddFavoriteRequestSchema, FavoriteChannelSchema, IsFavoriteSchema } from './favorite.schema.js';
import {
  CreateNoteRequestSchema,
  EncryptedNoteBodyLimitBytes,
  NoteIdParamSchema,
  NoteListQuerySchema,
  NoteSchema,
  NoteVideoIdParamSchema,
  ReEncryptNotesRequestSchema,
  ReEncryptBodyLimitBytes,
  ReEncryptNotesResponseSchema,
  UpdateNoteRequestSchema,
} from './note.schema.js';
import { AccountExportSchema } from './export.schema.js';

const FavoriteIdParamSchema = z.object({ id: ChannelIdSchema });
const listNote = 'Answers a JSON array; with `limit`, the next cursor is in the `x-next-cursor` header.';

export const favoriteRoutes = {
  list: defineRoute({
    id: 'favorites.list',
    method: 'GET',
    path: '/api/favorites',
    service: 'library',
    access: 'subscriber',
    tag: 'Favorites',
    response: z.array(FavoriteChannelSchema),
    summary: 'Favourite channels, newest first',
  }),
  add: defineRoute({
    id: 'favorites.add',
    method: 'POST',
    path: '/api/favorites',
    service: 'library',
    access: 'subscriber',
    tag: 'Favorites',
    body: AddFavoriteRequestSchema,
    response: FavoriteChannelSchema,
    successStatus: 201,
    summary: 'Add a channel; adding it again updates its fields',
  }),
  remove: defineRoute({
    id: 'favorites.remove',
    method: 'DELETE',
    path: '/api/favorites/:id',
    service: 'library',
    access: 'subscriber',
    tag: 'Favorites',
    params: FavoriteIdParamSchema,
    response: SuccessSchema,
    summary: 'Remove a favourite channel',
  }),
  isFavorite: defineRoute({
    id: 'favorites.isFavorite',
    method: 'GET',
    path: '/api/favorites/:id',
    service: 'library',
    access: 'subscriber',
    tag: 'Favorites',
    params: FavoriteIdParamSchema,
    response: IsFavoriteSchema,
    summary: 'Whether a channel is a favourite',
  }),
};

const tag = 'Notes';
export const noteRoutes = {
  // The literal paths come before `/api/notes/:videoId` so that they are matched first.
  listRegular: defineRoute({
    id: 'notes.listRegular',
    method: 'GET',
    path: '/api/notes/regular',
    service: 'library',
    access: 'subscriber',
    tag,
    query: NoteListQuerySchema,
    response: z.array(NoteSchema),
    summary: 'Regular notes only',
    description: listNote,
  }),
  listEncrypted: defineRoute({
    id: 'notes.listEncrypted',
    method: 'GET',
    path: '/api/notes/encrypted',
    service: 'library',
    access: 'subscriber',
    tag,
    query: NoteListQuerySchema,
    response: z.array(NoteSchema),
    summary: 'Encrypted notes only',
    description: listNote,
  }),
  list: defineRoute({
    id: 'notes.list',
    method: 'GET',
    path: '/api/notes',
    service: 'library',
    access: 'subscriber',
    tag,
    query: NoteListQuerySchema,
    response: z.array(NoteSchema),
    summary: 'All notes, newest first (`sort=oldest` for oldest first)',
    description: listNote,
  }),
  listByVideo: defineRoute({
    id: 'notes.listByVideo',
    method: 'GET',
    path: '/api/notes/:videoId',
    service: 'library',
    access: 'subscriber',
    tag,
    params: NoteVideoIdParamSchema,
    query: NoteListQuerySchema,
    response: z.array(NoteSchema),
    summary: 'The regular notes of a video, plus every encrypted note',
    description:
      'The video id of an encrypted note is ciphertext the server cannot read, so all encrypted notes are returned for the client to decrypt and filter. ' +
      listNote,
  }),
  create: defineRoute({
    id: 'notes.create',
    method: 'POST',
    path: '/api/notes',
    service: 'library',
    access: 'subscriber',
    tag,
    body: CreateNoteRequestSchema,
    bodyLimitBytes: EncryptedNoteBodyLimitBytes,
    response: NoteSchema,
    successStatus: 201,
    summary: 'Create a note, regular or encrypted',
  }),
  reEncrypt: defineRoute({
    id: 'notes.reEncrypt',
    method: 'POST',
    path: '/api/notes/re-encrypt',
    service: 'library',
    access: 'subscriber',
    tag,
    body: ReEncryptNotesRequestSchema,
    bodyLimitBytes: ReEncryptBodyLimitBytes,
    response: ReEncryptNotesResponseSchema,
    summary: 'Replace the ciphertext of many encrypted notes in one transaction (all or nothing)',
  }),
  update: defineRoute({
    id: 'notes.update',
    method: 'PUT',
    path: '/api/notes/:id',
    service: 'library',
    access: 'subscriber',
    tag,
    params: NoteIdParamSchema,
    body: UpdateNoteRequestSchema,
    bodyLimitBytes: EncryptedNoteBodyLimitBytes,
    response: NoteSchema,
    summary: 'Update a note',
  }),
  remove: defineRoute({
    id: 'notes.remove',
    method: 'DELETE',
    path: '/api/notes/:id',
    service: 'library',
    access: 'subscriber',
    tag,
    params: NoteIdParamSchema,
    response: SuccessSchema,
    summary: 'Delete a note',
  }),
};

export const exportRoutes = {
  accountExport: defineRoute({
    id: 'library.export',
    method: 'GET',
    path: '/api/library/export',
    service: 'library',
    access: 'user',
    tag: 'Export',
    response: AccountExportSchema,
    summary: 'Account data export: favourites, regular notes and playback positions (terms)',
  }),
};

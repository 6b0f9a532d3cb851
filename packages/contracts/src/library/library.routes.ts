import { z } from 'zod';
import { defineRoute } from '../http/route.js';
import { SuccessSchema } from '../common/enums.js';
import { ChannelIdSchema } from '../common/ids.js';
import {
  AddFavoriteRequestSchema,
  FavoriteChannelSchema,
  FavoriteListQuerySchema,
  FavoritePageSchema,
  ImportFavoritesBodyLimitBytes,
  ImportFavoritesRequestSchema,
  ImportFavoritesResponseSchema,
  IsFavoriteSchema,
} from './favorite.schema.js';
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
  ImportNotesRequestSchema,
  ImportBodyLimitBytes,
  ImportNotesResponseSchema,
} from './note.schema.js';
import {
  CreateNoteShareRequestSchema,
  NoteShareSchema,
  ShareTokenParamSchema,
  SharedNotesSchema,
} from './share.schema.js';
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
    query: FavoriteListQuerySchema,
    response: FavoritePageSchema,
    summary: 'Favourite channels, newest first, a page at a time (100 unless `limit` says otherwise)',
    description:
      'Answers `{items, nextCursor}`; pass `nextCursor` as `cursor` for the next page (null after the last).',
  }),
  add: defineRoute({
    id: 'favorites.add',
    example: { body: { id: 'UCabcdefghijklmnopqrstuv', title: 'A channel' } },
    method: 'POST',
    path: '/api/favorites',
    service: 'library',
    access: 'subscriber',
    tag: 'Favorites',
    body: AddFavoriteRequestSchema,
    response: FavoriteChannelSchema,
    successStatus: 201,
    summary: 'Add a channel; adding it again updates its fields',
    description:
      'Refused with 409 `storage_limit` when the account already has its most favourites (5,000 by default).',
  }),
  // Literal, so listed before `/api/favorites/:id`.
  import: defineRoute({
    id: 'favorites.import',
    example: {
      body: {
        channels: [
          {
            id: 'UCabcdefghijklmnopqrstuv',
            title: 'A channel',
            seal: 'Ab0_-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
          },
        ],
      },
    },
    method: 'POST',
    path: '/api/favorites/import',
    service: 'library',
    access: 'subscriber',
    tag: 'Favorites',
    body: ImportFavoritesRequestSchema,
    bodyLimitBytes: ImportFavoritesBodyLimitBytes,
    response: ImportFavoritesResponseSchema,
    summary: 'Add up to 50 channels at once; channels already favourites are left as they are',
    description:
      'The browser reads the imported file and fills each channel from `GET /api/youtube/channel-details/:channelIds`, ' +
      "sending `favoriteFieldsOfChannel(channel)` with the channel's `seal`; a channel without a valid seal is a 400 naming it. " +
      'Answers which ids were added and which were favourites already; 409 `storage_limit` (nothing added) when the new ones ' +
      'would take the account past its most favourites.',
  }),
  remove: defineRoute({
    id: 'favorites.remove',
    example: { params: { id: 'UCabcdefghijklmnopqrstuv' } },
    method: 'DELETE',
    path: '/api/favorites/:id',
    service: 'library',
    access: 'user',
    tag: 'Favorites',
    params: FavoriteIdParamSchema,
    response: SuccessSchema,
    summary: 'Remove a favourite channel',
  }),
  isFavorite: defineRoute({
    id: 'favorites.isFavorite',
    example: { params: { id: 'UCabcdefghijklmnopqrstuv' } },
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
    example: { params: { videoId: 'abcdefghijk' } },
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
    example: { body: { note: 'The bridge', videoId: 'abcdefghijk', videoTitle: 'A video', timestamp: 3 } },
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
    description:
      'Refused with 409 `storage_limit` when the note would take the account past its most notes or bytes.',
  }),
  reEncrypt: defineRoute({
    id: 'notes.reEncrypt',
    example: {
      body: {
        notes: [
          {
            id: '6f1c1e0a-0000-4000-8000-000000000001',
            note: 'AAAA',
            videoId: 'AAAA',
            videoTitle: 'AAAA',
            videoThumbnailUrl: 'AAAA',
            timestamp: 'AAAA',
            contentIv: 'AAAAAAAAAAAAAAAA',
            videoIdIv: 'AAAAAAAAAAAAAAAA',
            videoTitleIv: 'AAAAAAAAAAAAAAAA',
            videoThumbnailIv: 'AAAAAAAAAAAAAAAA',
            timestampIv: 'AAAAAAAAAAAAAAAA',
          },
        ],
      },
    },
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
  importBackup: defineRoute({
    id: 'notes.import',
    example: {
      body: { notes: [{ note: 'The bridge', videoId: 'abcdefghijk', videoTitle: 'A video', timestamp: 3 }] },
    },
    method: 'POST',
    path: '/api/notes/import',
    service: 'library',
    access: 'subscriber',
    tag,
    body: ImportNotesRequestSchema,
    bodyLimitBytes: ImportBodyLimitBytes,
    response: ImportNotesResponseSchema,
    summary:
      'Add the notes of a backup in one transaction, skipping notes the account already has (encrypted ones by ciphertext)',
    description:
      'Refused with 409 `storage_limit`, nothing added, when the new notes would take the account past its most notes or bytes.',
  }),
  update: defineRoute({
    id: 'notes.update',
    example: { params: { id: '6f1c1e0a-0000-4000-8000-000000000001' }, body: { note: 'The bridge, again' } },
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
    example: { params: { id: '6f1c1e0a-0000-4000-8000-000000000001' } },
    method: 'DELETE',
    path: '/api/notes/:id',
    service: 'library',
    access: 'user',
    tag,
    params: NoteIdParamSchema,
    response: SuccessSchema,
    summary: 'Delete a note',
  }),
};

export const shareRoutes = {
  create: defineRoute({
    id: 'shares.create',
    example: { body: { videoId: 'abcdefghijk' } },
    method: 'POST',
    path: '/api/note-shares',
    service: 'library',
    access: 'subscriber',
    tag: 'Shares',
    body: CreateNoteShareRequestSchema,
    response: NoteShareSchema,
    successStatus: 201,
    summary: "A read-only link to one video's regular notes; the video's existing link if it has one",
  }),
  list: defineRoute({
    id: 'shares.list',
    method: 'GET',
    path: '/api/note-shares',
    service: 'library',
    access: 'user',
    tag: 'Shares',
    response: z.array(NoteShareSchema),
    summary: 'Your share links, newest first',
  }),
  revoke: defineRoute({
    id: 'shares.revoke',
    example: { params: { token: 'Ab0_-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' } },
    method: 'DELETE',
    path: '/api/note-shares/:token',
    service: 'library',
    access: 'user',
    tag: 'Shares',
    params: ShareTokenParamSchema,
    response: SuccessSchema,
    summary: 'Revoke a share link: it answers 404 from then on',
  }),
  view: defineRoute({
    id: 'shares.view',
    example: { params: { token: 'Ab0_-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' } },
    method: 'GET',
    path: '/api/shared-notes/:token',
    service: 'library',
    access: 'public',
    tag: 'Shares',
    params: ShareTokenParamSchema,
    response: SharedNotesSchema,
    summary: "A shared video's title and regular notes, for anyone holding the link",
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
    summary: 'Account data export: favourites, regular notes, playback positions and playlists (terms)',
  }),
};

import { Controller, Delete, Get, HttpCode, Inject, Post, Put, Res } from '@nestjs/common';
import { routes, type HandlerBody, type HandlerParams, type HandlerQuery } from '@stillframe/contracts';
import {
  UserId,
  ValidBody,
  ValidParams,
  ValidQuery,
  type HttpReply,
  type Logger,
} from '@stillframe/server-kit';
import { LIBRARY_LOGGER } from '../tokens.js';
import { NotesService } from './notes.service.js';
import { NoteReEncryptionService } from './note-re-encryption.service.js';
import { sendNoteListing } from './send-note-listing.js';
import { NoteImportService } from './note-import.service.js';

const r = routes.notes;

/** Literal paths (regular, encrypted) are declared before `:videoId`, so that they are matched first. */
@Controller()
export class NotesController {
  constructor(
    private readonly notes: NotesService,
    private readonly reEncryption: NoteReEncryptionService,
    private readonly imports: NoteImportService,
    @Inject(LIBRARY_LOGGER) private readonly logger: Logger,
  ) {}

  @Get(r.listRegular.path)
  listRegular(
    @UserId() userId: string,
    @ValidQuery(r.listRegular) query: HandlerQuery<typeof r.listRegular>,
    @Res() res: HttpReply,
  ) {
    return sendNoteListing(res, this.notes.list(userId, { kind: 'regular' }, query), this.logger);
  }

  @Get(r.listEncrypted.path)
  listEncrypted(
    @UserId() userId: string,
    @ValidQuery(r.listEncrypted) query: HandlerQuery<typeof r.listEncrypted>,
    @Res() res: HttpReply,
  ) {
    return sendNoteListing(res, this.notes.list(userId, { kind: 'encrypted' }, query), this.logger);
  }

  @Get(r.list.path)
  list(
    @UserId() userId: string,
    @ValidQuery(r.list) query: HandlerQuery<typeof r.list>,
    @Res() res: HttpReply,
  ) {
    return sendNoteListing(res, this.notes.list(userId, { kind: 'all' }, query), this.logger);
  }

  @Get(r.listByVideo.path)
  listByVideo(
    @UserId() userId: string,
    @ValidParams(r.listByVideo) params: HandlerParams<typeof r.listByVideo>,
    @ValidQuery(r.listByVideo) query: HandlerQuery<typeof r.listByVideo>,
    @Res() res: HttpReply,
  ) {
    return sendNoteListing(
      res,
      this.notes.list(userId, { kind: 'video', videoId: params.videoId }, query),
      this.logger,
    );
  }

  @Post(r.create.path)
  @HttpCode(201)
  create(@UserId() userId: string, @ValidBody(r.create) body: HandlerBody<typeof r.create>) {
    return this.notes.create(userId, body);
  }

  @Post(r.reEncrypt.path)
  @HttpCode(200)
  reEncrypt(@UserId() userId: string, @ValidBody(r.reEncrypt) body: HandlerBody<typeof r.reEncrypt>) {
    return this.reEncryption.reEncrypt(userId, body.notes);
  }

  @Post(r.importBackup.path)
  @HttpCode(200)
  importBackup(
    @UserId() userId: string,
    @ValidBody(r.importBackup) body: HandlerBody<typeof r.importBackup>,
  ) {
    return this.imports.importNotes(userId, body);
  }

  @Put(r.update.path)
  update(
    @UserId() userId: string,
    @ValidParams(r.update) params: HandlerParams<typeof r.update>,
    @ValidBody(r.update) body: HandlerBody<typeof r.update>,
  ) {
    return this.notes.update(userId, params.id, body);
  }

  @Delete(r.remove.path)
  async remove(@UserId() userId: string, @ValidParams(r.remove) params: HandlerParams<typeof r.remove>) {
    await this.notes.remove(userId, params.id);
    return { success: true as const };
  }
}

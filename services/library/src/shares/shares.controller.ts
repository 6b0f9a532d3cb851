import { Controller, Delete, Get, HttpCode, Post, Res } from '@nestjs/common';
import { InternalHeader, routes, type HandlerBody, type HandlerParams } from '@stillframe/contracts';
import { UserId, ValidBody, ValidParams, type HttpReply } from '@stillframe/server-kit';
import { SharesService } from './shares.service.js';

const r = routes.shares;

@Controller()
export class SharesController {
  constructor(private readonly shares: SharesService) {}

  @Post(r.create.path)
  @HttpCode(201)
  create(@UserId() userId: string, @ValidBody(r.create) body: HandlerBody<typeof r.create>) {
    return this.shares.create(userId, body.videoId);
  }

  @Get(r.list.path)
  list(@UserId() userId: string) {
    return this.shares.list(userId);
  }

  @Delete(r.revoke.path)
  async revoke(@UserId() userId: string, @ValidParams(r.revoke) params: HandlerParams<typeof r.revoke>) {
    await this.shares.revoke(userId, params.token);
    return { success: true as const };
  }

  /**
   * Public: anyone holding the link, signed in or not. The owner's id goes to the gateway in an internal
   * header, which it checks against the owner's plan and never passes on.
   */
  @Get(r.view.path)
  async view(
    @ValidParams(r.view) params: HandlerParams<typeof r.view>,
    @Res({ passthrough: true }) reply: HttpReply,
  ) {
    const { ownerId, shared } = await this.shares.view(params.token);
    reply.header(InternalHeader.shareOwner, ownerId);
    return shared;
  }
}

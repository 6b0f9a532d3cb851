import { Controller, Delete, Get, HttpCode, Post, Res } from '@nestjs/common';
import { NextCursorHeader, routes, type HandlerParams, type HandlerQuery } from '@stillframe/contracts';
import { AdminId, ValidParams, ValidQuery, type HttpReply } from '@stillframe/server-kit';
import { AdminService } from './admin.service.js';

const r = routes.admin;

/** The gateway lets only administrators reach these routes. */
@Controller()
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get(r.listUsers.path)
  async list(
    @AdminId() _admin: string,
    @ValidQuery(r.listUsers) query: HandlerQuery<typeof r.listUsers>,
    @Res({ passthrough: true }) res: HttpReply,
  ) {
    const page = await this.admin.list(query.limit, query.cursor);
    if (page.nextCursor) res.header(NextCursorHeader, page.nextCursor);
    return page.users;
  }

  @Post(r.promoteUser.path)
  @HttpCode(200)
  async promote(
    @AdminId() _admin: string,
    @ValidParams(r.promoteUser) params: HandlerParams<typeof r.promoteUser>,
  ) {
    return { user: await this.admin.promote(params.id) };
  }

  @Delete(r.deleteUser.path)
  async remove(
    @ValidParams(r.deleteUser) params: HandlerParams<typeof r.deleteUser>,
    @AdminId() adminId: string,
  ) {
    await this.admin.remove(adminId, params.id);
    return { success: true as const };
  }
}

import { Controller, Get, Inject, Res } from '@nestjs/common';
import { routes } from '@stillframe/contracts';
import { UserId, type HttpReply, type Logger } from '@stillframe/server-kit';
import { LIBRARY_LOGGER } from '../tokens.js';
import { streamJson } from '../http/json-stream.js';
import { AccountExportService } from './account-export.service.js';

const r = routes.export;

@Controller()
export class AccountExportController {
  constructor(
    private readonly exports: AccountExportService,
    @Inject(LIBRARY_LOGGER) private readonly logger: Logger,
  ) {}

  @Get(r.accountExport.path)
  accountExport(@UserId() userId: string, @Res() res: HttpReply) {
    const now = new Date();
    return streamJson(res, this.exports.document(userId, now), this.logger, {
      'content-disposition': `attachment; filename="${this.exports.fileName(now)}"`,
      'cache-control': 'no-store',
    });
  }
}

import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { routes, type HandlerBody } from '@stillframe/contracts';
import { UserId, ValidBody } from '@stillframe/server-kit';
import { EncryptionService } from './encryption.service.js';

@Controller()
export class EncryptionController {
  constructor(private readonly encryption: EncryptionService) {}

  @Get(routes.auth.encryptionSalt.path)
  salt(@UserId() userId: string) {
    return this.encryption.forUser(userId);
  }

  @Post(routes.auth.setEncryptionKey.path)
  @HttpCode(200)
  setKey(
    @ValidBody(routes.auth.setEncryptionKey) body: HandlerBody<typeof routes.auth.setEncryptionKey>,
    @UserId() userId: string,
  ) {
    return this.encryption.storeWrappedKey(userId, body);
  }
}

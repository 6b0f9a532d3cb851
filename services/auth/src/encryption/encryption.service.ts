import { Injectable } from '@nestjs/common';
import { ErrorCode, Kdf, type EncryptionSalt, type WrappedKey } from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import type { User } from '../generated/prisma/client.js';
import { UsersRepository } from '../users/users.repository.js';

const toView = (user: User): EncryptionSalt => ({
  encryptionSalt: user.encryptionSalt,
  kdf: { algorithm: Kdf.algorithm, hash: Kdf.hash, iterations: user.kdfIterations },
  encryptionKey:
    user.wrappedNoteKey && user.wrappedNoteKeyIv
      ? { wrappedKey: user.wrappedNoteKey, wrappedKeyIv: user.wrappedNoteKeyIv }
      : null,
});

/** What the browser needs to derive its keys. The server stores only the wrapped key, never a usable one. */
@Injectable()
export class EncryptionService {
  constructor(private readonly users: UsersRepository) {}

  async forUser(userId: string): Promise<EncryptionSalt> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppException(ErrorCode.unauthorized, 'Your account no longer exists');
    return toView(user);
  }

  /** First key wins: a second browser that raced to create one gets 409 and unwraps the stored key. */
  async storeWrappedKey(userId: string, key: WrappedKey): Promise<EncryptionSalt> {
    const stored = await this.users.setWrappedKeyOnce(userId, key.wrappedKey, key.wrappedKeyIv);
    if (!stored) throw new AppException(ErrorCode.conflict, 'A note key is already stored for this account');
    return this.forUser(userId);
  }
}

import { Injectable } from '@nestjs/common';
import { UsersRepository } from '../users/users.repository.js';
import { SessionRepository } from '../sessions/session.repository.js';
import { AccountPurgePublisher } from '../account-purge/account-purge.publisher.js';

/** Removing an account, by its owner or by an admin: the same steps in the same order. */
@Injectable()
export class AccountRemovalService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionRepository,
    private readonly purge: AccountPurgePublisher,
  ) {}

  /** The purge jobs go first: if Redis cannot take them, nothing is deleted and the caller may retry. */
  async remove(userId: string): Promise<boolean> {
    await this.purge.publish(userId);
    await this.sessions.endAll(userId);
    return this.users.delete(userId);
  }
}

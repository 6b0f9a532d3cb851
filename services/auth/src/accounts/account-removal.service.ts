import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
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

  /**
   * The purge jobs go first: if Redis cannot take them, nothing is deleted and the caller may retry.
   * Jobs and sessions use the id of the row read, never the id as the caller typed it.
   */
  async remove(userId: string): Promise<void> {
    const removal = await this.users.removeUnlessLastAdministrator(userId, async (user) => {
      await this.purge.publish(user.id);
      await this.sessions.endAll(user.id);
    });
    if (removal.outcome === 'missing') throw AppException.notFound('User');
    if (removal.outcome === 'last-administrator')
      throw new AppException(
        ErrorCode.lastAdministrator,
        'This is the only administrator account: make another user an administrator first',
      );
  }
}

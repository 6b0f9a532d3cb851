import { Injectable } from '@nestjs/common';
import { ErrorCode, type AdminUser, type User as UserView } from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import { UsersRepository } from '../users/users.repository.js';
import { toAdminUserView, toUserView } from '../users/user.mapper.js';
import { SessionRepository } from '../sessions/session.repository.js';
import { AccountRemovalService } from '../accounts/account-removal.service.js';

const encodeCursor = (user: AdminUser) => Buffer.from(`${user.createdAt}|${user.id}`).toString('base64url');
const decodeCursor = (cursor: string) => {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(createdAt ?? '');
  if (!id || Number.isNaN(date.getTime())) throw AppException.validation('query.cursor', 'Invalid cursor');
  return { createdAt: date, id };
};

@Injectable()
export class AdminService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionRepository,
    private readonly removal: AccountRemovalService,
  ) {}

  async list(limit?: number, cursor?: string): Promise<{ users: AdminUser[]; nextCursor: string | null }> {
    const rows = await this.users.list(
      limit === undefined ? undefined : limit + 1,
      cursor ? decodeCursor(cursor) : null,
    );
    const users = rows.slice(0, limit ?? rows.length).map(toAdminUserView);
    const last = users.at(-1);
    return {
      users,
      nextCursor: limit !== undefined && rows.length > limit && last ? encodeCursor(last) : null,
    };
  }

  async promote(id: string): Promise<UserView> {
    const user = await this.users.findById(id);
    if (!user) throw AppException.notFound('User');
    if (user.isAdmin) throw new AppException(ErrorCode.conflict, 'User is already an administrator');
    const promoted = await this.users.update(id, { isAdmin: true });
    await this.sessions.refresh(id, { isAdmin: true });
    return toUserView(promoted);
  }

  async remove(adminId: string, id: string): Promise<void> {
    if (adminId === id)
      throw new AppException(
        ErrorCode.forbidden,
        'You cannot delete your own account from Administrator Tools',
      );
    const user = await this.users.findById(id);
    if (!user) throw AppException.notFound('User');
    await this.removal.remove(id);
  }
}

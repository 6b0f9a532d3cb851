import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  InvalidCursorMessage,
  decodeUserCursor,
  encodeUserCursor,
  type AdminUser,
  type KeysetPosition,
  type User as UserView,
} from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import { UsersRepository } from '../users/users.repository.js';
import { toAdminUserView, toUserView } from '../users/user.mapper.js';
import { SessionRepository } from '../sessions/session.repository.js';
import { AccountRemovalService } from '../accounts/account-removal.service.js';

const positionOf = (cursor: string): KeysetPosition => {
  const position = decodeUserCursor(cursor);
  if (!position) throw AppException.validation('query.cursor', InvalidCursorMessage);
  return position;
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
      cursor ? positionOf(cursor) : null,
    );
    const users = rows.slice(0, limit ?? rows.length).map(toAdminUserView);
    const last = users.at(-1);
    return {
      users,
      nextCursor:
        limit !== undefined && rows.length > limit && last
          ? encodeUserCursor({ createdAt: new Date(last.createdAt), id: last.id })
          : null,
    };
  }

  async promote(id: string): Promise<UserView> {
    const user = await this.users.findById(id);
    if (!user) throw AppException.notFound('User');
    if (user.isAdmin) throw new AppException(ErrorCode.conflict, 'User is already an administrator');
    const promoted = await this.users.update(user.id, { isAdmin: true });
    await this.sessions.refresh(user.id, { isAdmin: true });
    return toUserView(promoted);
  }

  async remove(adminId: string, id: string): Promise<void> {
    const user = await this.users.findById(id);
    if (!user) throw AppException.notFound('User');
    // The row's id, not the typed one: another spelling of one's own id is still oneself.
    if (user.id === adminId)
      throw new AppException(
        ErrorCode.forbidden,
        'You cannot delete your own account from Administrator Tools',
      );
    await this.removal.remove(user.id);
  }
}

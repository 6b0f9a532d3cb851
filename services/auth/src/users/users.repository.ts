import { Injectable } from '@nestjs/common';
import { Prisma, type User } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type NewUser = Pick<User, 'email' | 'passwordHash' | 'encryptionSalt' | 'kdfIterations'> & {
  isAdmin?: boolean;
};
export type UserChanges = Partial<Omit<User, 'id' | 'email' | 'createdAt'>>;

/** Postgres access for accounts. */
@Injectable()
export class UsersRepository {
  constructor(private readonly prisma: PrismaService) {}

  findById(id: string): Promise<User | null> {
    // Ids are UUIDs; anything else cannot match, and Postgres would reject it as a bad uuid.
    if (!UUID.test(id)) return Promise.resolve(null);
    return this.prisma.user.findUnique({ where: { id } });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.prisma.user.findUnique({ where: { email } });
  }

  /** Null when the email is taken (unique violation), so callers answer 409 without a race. */
  async create(user: NewUser): Promise<User | null> {
    try {
      return await this.prisma.user.create({ data: user });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return null;
      throw error;
    }
  }

  update(id: string, changes: UserChanges): Promise<User> {
    return this.prisma.user.update({ where: { id }, data: changes });
  }

  /** Stores the wrapped note key only if none is stored yet; false when one already was. */
  async setWrappedKeyOnce(id: string, wrappedNoteKey: string, wrappedNoteKeyIv: string): Promise<boolean> {
    const result = await this.prisma.user.updateMany({
      where: { id, wrappedNoteKey: null },
      data: { wrappedNoteKey, wrappedNoteKeyIv },
    });
    return result.count === 1;
  }

  async delete(id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const result = await this.prisma.user.deleteMany({ where: { id } });
    return result.count === 1;
  }

  /** Keyset paging, oldest first: stable while users are added or removed. */
  list(limit: number | undefined, after: { createdAt: Date; id: string } | null) {
    return this.prisma.user.findMany({
      select: { id: true, email: true, isAdmin: true, createdAt: true },
      where: after
        ? {
            OR: [
              { createdAt: { gt: after.createdAt } },
              { createdAt: after.createdAt, id: { gt: after.id } },
            ],
          }
        : undefined,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: limit,
    });
  }
}

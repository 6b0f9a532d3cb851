import { Injectable } from '@nestjs/common';
import { canonicalId } from '@stillframe/contracts';
import { Prisma, type User } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';

/** Advisory lock key serialising removals, so that two administrators removing each other leave one. */
const ADMINISTRATORS_LOCK = 7_361_001;

/** What a removal did, decided on the row read under the lock. */
export type Removal = { outcome: 'removed'; user: User } | { outcome: 'missing' | 'last-administrator' };

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
    const canonical = canonicalId(id);
    if (!canonical) return Promise.resolve(null);
    return this.prisma.user.findUnique({ where: { id: canonical } });
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

  /**
   * Deletes a user unless they are the last administrator. `beforeDelete` runs under the lock with the
   * row as read: if it throws, nothing is deleted.
   */
  async removeUnlessLastAdministrator(
    id: string,
    beforeDelete: (user: User) => Promise<void>,
  ): Promise<Removal> {
    const canonical = canonicalId(id);
    if (!canonical) return { outcome: 'missing' };
    return this.prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMINISTRATORS_LOCK})`;
        const user = await tx.user.findUnique({ where: { id: canonical } });
        if (!user) return { outcome: 'missing' };
        if (user.isAdmin && (await tx.user.count({ where: { isAdmin: true } })) <= 1)
          return { outcome: 'last-administrator' };
        await beforeDelete(user);
        await tx.user.delete({ where: { id: user.id } });
        return { outcome: 'removed', user };
      },
      { timeout: 15_000 },
    );
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

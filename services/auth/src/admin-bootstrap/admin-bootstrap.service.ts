import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EmailSchema, Kdf } from '@stillframe/contracts';
import type { Logger } from '@stillframe/server-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config/env.js';
import { UsersRepository } from '../users/users.repository.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { SessionRepository } from '../sessions/session.repository.js';
import { AUTH_LOGGER } from '../redis.tokens.js';

/** The first administrator (docs/decisions/0006-accounts.md): from ADMIN_EMAIL/ADMIN_PASSWORD at start-up, or from the CLI. */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(AUTH_LOGGER) private readonly logger: Logger,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.ADMIN_EMAIL || !this.config.ADMIN_PASSWORD) return;
    const outcome = await this.ensureAdmin(this.config.ADMIN_EMAIL, this.config.ADMIN_PASSWORD);
    this.logger.info(
      { email: EmailSchema.parse(this.config.ADMIN_EMAIL), outcome },
      'bootstrap administrator',
    );
  }

  /** Creates the account as an admin, or promotes an existing one (its password is left as it is). */
  async ensureAdmin(rawEmail: string, password?: string): Promise<'created' | 'promoted' | 'already-admin'> {
    const email = EmailSchema.parse(rawEmail);
    const existing = await this.users.findByEmail(email);
    if (existing?.isAdmin) return 'already-admin';
    if (existing) {
      await this.users.update(existing.id, { isAdmin: true });
      await this.sessions.refresh(existing.id, { isAdmin: true });
      return 'promoted';
    }
    if (!password) throw new Error(`No account with email ${email}; give a password to create it`);
    const created = await this.users.create({
      email,
      isAdmin: true,
      passwordHash: await this.hasher.hash(password),
      encryptionSalt: randomBytes(Kdf.saltBytes).toString('base64'),
      kdfIterations: this.config.KDF_ITERATIONS,
    });
    // Another replica may have created it at the same moment; either way it now exists.
    return created ? 'created' : this.ensureAdmin(email, password);
  }
}

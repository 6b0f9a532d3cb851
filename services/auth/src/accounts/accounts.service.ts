import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  Kdf,
  type ChangePasswordRequest,
  type LoginRequest,
  type PreferencesRequest,
  type RegisterRequest,
  type User as UserView,
} from '@stillframe/contracts';
import { AppException, type Caller } from '@stillframe/server-kit';
import type { User } from '../generated/prisma/client.js';
import { AUTH_CONFIG, type AuthConfig } from '../config/env.js';
import { UsersRepository } from '../users/users.repository.js';
import { searchDefaultsOf, toUserView } from '../users/user.mapper.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { SessionRepository } from '../sessions/session.repository.js';
import { LoginThrottleService, type SignInAttempt } from '../login-throttle/login-throttle.service.js';
import { AccountRemovalService } from './account-removal.service.js';

export interface SignedIn {
  user: UserView;
  sessionId: string;
  /** The device cookie's new value: this browser is now trusted for the account. */
  deviceToken: string;
}

@Injectable()
export class AccountsService {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionRepository,
    private readonly throttle: LoginThrottleService,
    private readonly removal: AccountRemovalService,
  ) {}

  async register(request: RegisterRequest, caller: Caller): Promise<SignedIn> {
    const user = await this.users.create({
      email: request.email,
      passwordHash: await this.hasher.hash(request.password),
      encryptionSalt: randomBytes(Kdf.saltBytes).toString('base64'),
      kdfIterations: this.config.KDF_ITERATIONS,
    });
    if (!user)
      throw new AppException(ErrorCode.emailTaken, 'An account with this email already exists', [
        { field: 'body.email', message: 'Email is already registered' },
      ]);
    return this.startSession(user, caller, await this.throttle.trustNewAccount(user.id));
  }

  async login(request: LoginRequest, caller: Caller, deviceToken?: string): Promise<SignedIn> {
    const attempt: SignInAttempt = { email: request.email, ip: caller.ip, deviceToken };
    const user = await this.users.findByEmail(request.email);
    const device = await this.throttle.admit(attempt, user?.id ?? null);
    const ok = await this.hasher.verify(user?.passwordHash ?? null, request.password);
    if (!user || !ok) {
      await this.throttle.recordFailure(attempt, device);
      throw new AppException(ErrorCode.invalidCredentials, 'Invalid email or password');
    }
    return this.startSession(user, caller, await this.throttle.recordSuccess(attempt, device, user.id));
  }

  async logout(caller: Caller): Promise<void> {
    if (caller.sub && caller.sid) await this.sessions.end(caller.sub, caller.sid);
  }

  async currentUser(userId: string): Promise<UserView> {
    return toUserView(await this.requireUser(userId));
  }

  async changePassword(caller: Caller & { sub: string }, request: ChangePasswordRequest): Promise<void> {
    const user = await this.verifiedUser(caller.sub, request.currentPassword);
    if (user.wrappedNoteKey && !request.encryptionKey) {
      // Without the re-wrapped key, the encrypted notes would become unreadable under the new password.
      throw AppException.validation(
        'body.encryptionKey',
        'The note key re-wrapped under the new password is required',
      );
    }
    await this.users.update(user.id, {
      passwordHash: await this.hasher.hash(request.newPassword),
      ...(request.encryptionKey
        ? {
            wrappedNoteKey: request.encryptionKey.wrappedKey,
            wrappedNoteKeyIv: request.encryptionKey.wrappedKeyIv,
          }
        : {}),
    });
    await this.sessions.endAll(user.id, caller.sid ?? undefined);
  }

  async deleteAccount(userId: string, password: string): Promise<void> {
    const user = await this.verifiedUser(userId, password);
    await this.removal.remove(user.id);
  }

  async updatePreferences(userId: string, request: PreferencesRequest): Promise<UserView> {
    const { id } = await this.requireUser(userId);
    const user = toUserView(await this.users.update(id, request));
    await this.sessions.refresh(id, { searchDefaults: searchDefaultsOf(user) });
    return user;
  }

  /** Checks a password of the signed-in user; 403 when wrong (the session stays valid). */
  private async verifiedUser(userId: string, password: string): Promise<User> {
    const user = await this.requireUser(userId);
    if (!(await this.hasher.verify(user.passwordHash, password))) {
      throw new AppException(ErrorCode.incorrectPassword, 'Incorrect password', [
        { field: 'body.password', message: 'Incorrect password' },
      ]);
    }
    return user;
  }

  private async requireUser(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppException(ErrorCode.unauthorized, 'Your account no longer exists');
    return user;
  }

  private async startSession(user: User, caller: Caller, deviceToken: string): Promise<SignedIn> {
    const view = toUserView(user);
    if (caller.sub && caller.sid) await this.sessions.end(caller.sub, caller.sid);
    const sessionId = await this.sessions.create(
      { userId: user.id, isAdmin: user.isAdmin, email: user.email },
      searchDefaultsOf(view),
    );
    return { user: view, sessionId, deviceToken };
  }
}

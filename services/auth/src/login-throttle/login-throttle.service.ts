import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config/env.js';
import { LoginThrottleRepository } from './login-throttle.repository.js';

const MAX_ACCOUNT_DELAY_SECONDS = 15 * 60;

/**
 * Brute-force defence. Past the allowed failures, an account is slowed down with a delay that doubles
 * with each further failure (30 s, 60 s, … at most 15 min), counted from the last failure; a correct
 * password after the delay works at once, so the real owner is never locked out for long. An address
 * that fails too often across accounts waits for its 15-minute window to end.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly repository: LoginThrottleRepository,
  ) {}

  async assertAllowed(email: string, ip: string): Promise<void> {
    const counts = await this.repository.counts(email, ip);
    if (counts.address >= this.config.LOGIN_FAILURES_PER_ADDRESS) this.refuse(counts.addressTtl || 60);
    const excess = counts.account - this.config.LOGIN_FAILURES_PER_ACCOUNT;
    if (excess < 0) return;
    const delay = Math.min(MAX_ACCOUNT_DELAY_SECONDS, 30 * 2 ** excess);
    const wait = delay - counts.accountAgeSeconds;
    if (wait > 0) this.refuse(wait);
  }

  recordFailure(email: string, ip: string): Promise<void> {
    return this.repository.recordFailure(email, ip);
  }

  recordSuccess(email: string): Promise<void> {
    return this.repository.clearAccount(email);
  }

  private refuse(retryAfterSeconds: number): never {
    throw new AppException(
      ErrorCode.rateLimited,
      'Too many failed sign-in attempts. Please wait and try again.',
      undefined,
      {
        'retry-after': String(Math.ceil(retryAfterSeconds)),
      },
    );
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config/env.js';
import { LoginThrottleRepository } from './login-throttle.repository.js';
import { TrustedDeviceRepository, type TrustedDevice } from './trusted-device.repository.js';

const FIRST_DELAY_SECONDS = 30;
const MAX_CLIENT_DELAY_SECONDS = 15 * 60;

/** One sign-in attempt: the account asked for, the client's address and its device cookie, if any. */
export interface SignInAttempt {
  email: string;
  ip: string;
  deviceToken?: string;
}

/**
 * Brute-force defence that gives attackers no lock on anyone (the device-cookie scheme):
 * - A trusted device (a browser the owner signed in from, holding its device cookie) is counted on its
 *   own: strangers' failures never refuse it; only its own failures make it wait (per-device lockout).
 * - Any other client is counted per account *and* client: after the allowed failures it waits 30 s,
 *   doubling to 15 min, counted from its last failure; other clients of the same account are unaffected.
 * - All untrusted clients together get a daily ceiling of failures per account, so spreading guesses
 *   over many addresses buys nothing; and one address failing across many accounts waits 15 minutes.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly counters: LoginThrottleRepository,
    private readonly devices: TrustedDeviceRepository,
  ) {}

  /** Refuses with 429 when the attempt must wait; answers the trusted device it came from, if any. */
  async admit(attempt: SignInAttempt, userId: string | null): Promise<TrustedDevice | null> {
    const device = await this.devices.find(attempt.deviceToken);
    if (device && userId && device.userId === userId) {
      const failures = await this.counters.deviceFailures(device.id);
      if (failures.count >= this.config.LOGIN_FAILURES_PER_DEVICE) this.refuse(failures.ttl);
      return device;
    }
    const counts = await this.counters.untrustedCounts(attempt.email, attempt.ip);
    if (counts.address >= this.config.LOGIN_FAILURES_PER_ADDRESS) this.refuse(counts.addressTtl);
    if (counts.accountDay >= this.config.LOGIN_FAILURES_PER_ACCOUNT_PER_DAY)
      this.refuse(counts.accountDayTtl);
    const excess = counts.client - this.config.LOGIN_FAILURES_PER_CLIENT;
    if (excess >= 0) {
      const delay = Math.min(MAX_CLIENT_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** excess);
      const wait = delay - (Date.now() - counts.clientLastFailureAt) / 1000;
      if (wait > 0) this.refuse(wait);
    }
    return null;
  }

  async recordFailure(attempt: SignInAttempt, device: TrustedDevice | null): Promise<void> {
    if (device) await this.counters.recordDeviceFailure(device.id);
    else await this.counters.recordUntrustedFailure(attempt.email, attempt.ip, Date.now());
  }

  /** Clears the attempt's own counter and trusts the client: a fresh device token at every sign-in. */
  async recordSuccess(attempt: SignInAttempt, device: TrustedDevice | null, userId: string): Promise<string> {
    if (device) {
      await this.counters.clearDevice(device.id);
      await this.devices.revoke(device);
    } else await this.counters.clearClient(attempt.email, attempt.ip);
    return this.devices.issue(userId);
  }

  /** A new account's first device. */
  trustNewAccount(userId: string): Promise<string> {
    return this.devices.issue(userId);
  }

  private refuse(retryAfterSeconds: number): never {
    throw new AppException(
      ErrorCode.rateLimited,
      'Too many failed sign-in attempts. Please wait and try again.',
      undefined,
      { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    );
  }
}

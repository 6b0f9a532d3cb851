import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { AUTH_CONFIG, type AuthConfig } from '../config/env.js';
import { passwordHashCost, type PasswordHashCost } from '../config/password-hash-cost.js';

// The package's default algorithm is argon2id. A stored hash carries its own cost, so hashes made at
// another cost (a test's, or an older baseline) still verify.
@Injectable()
export class PasswordHasher implements OnModuleInit {
  private readonly cost: PasswordHashCost;
  /** A real hash of a random secret, verified against when the email is unknown so both paths cost the same. */
  private decoyHash = '';

  constructor(@Inject(AUTH_CONFIG) config: AuthConfig) {
    this.cost = passwordHashCost(config);
  }

  async onModuleInit(): Promise<void> {
    this.decoyHash = await hash(crypto.randomUUID(), this.cost);
  }

  hash(password: string): Promise<string> {
    return hash(password, this.cost);
  }

  /** Verifies against the stored hash, or against the decoy when there is none (unknown email). */
  async verify(storedHash: string | null, password: string): Promise<boolean> {
    try {
      const ok = await verify(storedHash ?? this.decoyHash, password);
      return ok && storedHash !== null;
    } catch {
      return false;
    }
  }
}

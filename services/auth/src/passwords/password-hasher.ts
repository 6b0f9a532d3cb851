import { Injectable, type OnModuleInit } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. The package's default algorithm is argon2id.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher implements OnModuleInit {
  /** A real hash of a random secret, verified against when the email is unknown so both paths cost the same. */
  private decoyHash = '';

  async onModuleInit(): Promise<void> {
    this.decoyHash = await hash(crypto.randomUUID(), OPTIONS);
  }

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
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

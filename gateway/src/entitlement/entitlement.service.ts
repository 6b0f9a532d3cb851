import { Injectable } from '@nestjs/common';
import type { SubscriptionStatus } from '@stillframe/contracts';
import { EntitlementRepository } from './entitlement.repository.js';

@Injectable()
export class EntitlementService {
  constructor(private readonly repository: EntitlementRepository) {}

  async statusFor(userId: string, requestId: string): Promise<SubscriptionStatus> {
    return (await this.repository.cached(userId)) ?? (await this.repository.fetch(userId, requestId));
  }

  forget(userId: string): Promise<void> {
    return this.repository.forget(userId);
  }
}

import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { BroadcastEvent, EntitlementChangedSchema } from '@stillframe/contracts';
import { EntitlementService } from './entitlement.service.js';

/** Billing broadcasts every change of a user's status; the cached entitlement goes at once. */
@Controller()
export class EntitlementListener {
  constructor(private readonly entitlements: EntitlementService) {}

  @EventPattern(BroadcastEvent.entitlementChanged)
  async onChanged(@Payload() payload: unknown): Promise<void> {
    const event = EntitlementChangedSchema.safeParse(payload);
    if (event.success) await this.entitlements.forget(event.data.userId);
  }
}

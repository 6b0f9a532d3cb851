import { Injectable } from '@nestjs/common';
import { ErrorCode, type RouteContract, type SessionRecord } from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import { EntitlementService } from '../entitlement/entitlement.service.js';

/** The access rules, enforced for every route (docs/decisions/0002-access-rules.md). */
@Injectable()
export class AccessService {
  constructor(private readonly entitlements: EntitlementService) {}

  async check(route: RouteContract, session: SessionRecord | null, requestId: string): Promise<void> {
    switch (route.access) {
      case 'public':
      case 'webhook':
        return;
      case 'user':
        if (!session) throw new AppException(ErrorCode.unauthorized, 'Please sign in to continue');
        return;
      case 'admin':
        if (!session) throw new AppException(ErrorCode.unauthorized, 'Please sign in to continue');
        if (!session.isAdmin) throw new AppException(ErrorCode.forbidden, 'Administrators only');
        return;
      case 'subscriber': {
        if (!session) throw new AppException(ErrorCode.unauthorized, 'Please sign in to continue');
        if (session.isAdmin) return;
        const status = await this.entitlements.statusFor(session.userId, requestId);
        if (!status.hasActiveSubscription) {
          throw new AppException(
            ErrorCode.subscriptionRequired,
            'An active Pro subscription is required for this feature',
          );
        }
        return;
      }
      default: {
        const unknown: never = route.access;
        throw new Error(`Unknown access rule ${String(unknown)}`);
      }
    }
  }
}

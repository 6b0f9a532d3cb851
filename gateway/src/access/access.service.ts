import { Injectable } from '@nestjs/common';
import { ErrorCode, ShareGoneMessage, type RouteContract, type SessionRecord } from '@stillframe/contracts';
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

  /**
   * A share link shows its notes only while its owner has Pro: otherwise the same 404 as a revoked
   * link, and the notes come back when they subscribe again (docs/decisions/0031-data-stays-yours.md).
   * Only the owner's id is known here, not whether they administer: an administrator's links follow
   * their own subscription like anyone's.
   */
  async assertShareOwnerEntitled(ownerId: string, requestId: string): Promise<void> {
    const status = await this.entitlements.statusFor(ownerId, requestId);
    if (!status.hasActiveSubscription) throw new AppException(ErrorCode.notFound, ShareGoneMessage);
  }

  /**
   * The plan a signed-in user's YouTube budget follows (the catalog's `pln` claim), from the same cached
   * entitlement as the subscriber rule; when billing cannot say, the smaller budget: nothing is refused here.
   */
  async planOf(session: SessionRecord, requestId: string): Promise<'pro' | 'free'> {
    try {
      const status = await this.entitlements.statusFor(session.userId, requestId);
      return status.hasActiveSubscription ? 'pro' : 'free';
    } catch {
      return 'free';
    }
  }
}

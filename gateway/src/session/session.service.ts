import { Injectable } from '@nestjs/common';
import type { RouteContract, SessionRecord } from '@stillframe/contracts';
import { isStoreUnavailable } from '@stillframe/server-kit';
import { SessionRepository } from './session.repository.js';

/** The caller's session for a route. */
@Injectable()
export class SessionService {
  constructor(private readonly repository: SessionRepository) {}

  /**
   * While Redis cannot be read, a route open to everyone is served as to an anonymous visitor (a
   * cookie must not turn a public page into an error); any other route answers 503 through the
   * error filter, and both recover on their own once Redis is back.
   */
  async forRoute(route: RouteContract, sessionId: string | undefined): Promise<SessionRecord | null> {
    try {
      return await this.repository.find(sessionId);
    } catch (error) {
      if ((route.access === 'public' || route.access === 'webhook') && isStoreUnavailable(error)) return null;
      throw error;
    }
  }

  forgetUser(userId: string): void {
    this.repository.forgetUser(userId);
  }
}

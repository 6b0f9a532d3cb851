import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { BroadcastEvent, SessionsChangedSchema } from '@stillframe/contracts';
import { SessionService } from './session.service.js';

/** Auth broadcasts every end or change of a user's sessions; this replica's copies go at once. */
@Controller()
export class SessionListener {
  constructor(private readonly sessions: SessionService) {}

  @EventPattern(BroadcastEvent.sessionsChanged)
  onChanged(@Payload() payload: unknown): void {
    const event = SessionsChangedSchema.safeParse(payload);
    if (event.success) this.sessions.forgetUser(event.data.userId);
  }
}

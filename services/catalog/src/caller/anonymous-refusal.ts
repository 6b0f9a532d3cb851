import { AppException } from '@stillframe/server-kit';

/**
 * A refusal that concerns this caller only: other callers waiting on the same upstream request must not be
 * given it (they make the call themselves once the lock is free).
 */
export class AnonymousRefusal extends AppException {
  static of(refusal: AppException): AnonymousRefusal {
    return new AnonymousRefusal(refusal.code, refusal.message, refusal.details, refusal.headers);
  }
}

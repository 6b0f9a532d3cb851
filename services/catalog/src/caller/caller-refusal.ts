import { AppException } from '@stillframe/server-kit';

/**
 * A refusal that concerns this caller only (an account's budget, the anonymous share, an address's window):
 * other callers waiting on the same upstream request must not be given it (they make the call themselves).
 */
export class CallerRefusal extends AppException {
  static of(refusal: AppException): CallerRefusal {
    return new CallerRefusal(refusal.code, refusal.message, refusal.details, refusal.headers);
  }
}

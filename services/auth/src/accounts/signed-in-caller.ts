import { ErrorCode } from '@stillframe/contracts';
import { AppException, type Caller } from '@stillframe/server-kit';

/** Narrows a caller to a signed-in one; the gateway has already refused anonymous callers on these routes. */
export function signedInCaller(caller: Caller): Caller & { sub: string } {
  if (!caller.sub) throw new AppException(ErrorCode.unauthorized, 'Please sign in to continue');
  return caller as Caller & { sub: string };
}

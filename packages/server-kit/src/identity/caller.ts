import { CanActivate, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, InternalHeader, type IdentityClaims } from '@stillframe/contracts';
import { AppException } from '../http/app-exception.js';
import { verifyIdentity } from './identity-token.js';

export type Caller = IdentityClaims;
type RequestWithCaller = FastifyRequest & { caller?: Caller };

/**
 * Every call into a service must come through the gateway with a valid signed identity; a bare or
 * forged header is refused. Health probes are exempt so that Kubernetes can reach them; the gateway
 * never forwards to them. Metrics have a port of their own (metrics-server.ts).
 */
@Injectable()
export class IdentityGuard implements CanActivate {
  constructor(private readonly secret: string) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<RequestWithCaller>();
    const path = request.url.split('?', 1)[0]!;
    if (path.startsWith('/health')) return true;
    const token = request.headers[InternalHeader.identity];
    const claims = verifyIdentity(typeof token === 'string' ? token : undefined, this.secret);
    if (!claims) throw new AppException(ErrorCode.unauthorized, 'Missing or invalid identity token');
    request.caller = claims;
    return true;
  }
}

/** The verified caller (may be anonymous). */
export const CallerIdentity = createParamDecorator((_: unknown, context: ExecutionContext): Caller => {
  const caller = context.switchToHttp().getRequest<RequestWithCaller>().caller;
  if (!caller) throw new AppException(ErrorCode.unauthorized, 'Not signed in');
  return caller;
});

/** The signed-in caller's user id; 401 for an anonymous caller. */
export const UserId = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const caller = context.switchToHttp().getRequest<RequestWithCaller>().caller;
  if (!caller?.sub) throw new AppException(ErrorCode.unauthorized, 'Not signed in');
  return caller.sub;
});

/** The signed-in administrator's user id: 401 anonymous, 403 for a non-admin (defence in depth behind the gateway). */
export const AdminId = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const caller = context.switchToHttp().getRequest<RequestWithCaller>().caller;
  if (!caller?.sub) throw new AppException(ErrorCode.unauthorized, 'Not signed in');
  if (!caller.adm) throw new AppException(ErrorCode.forbidden, 'Administrators only');
  return caller.sub;
});

import { type CanActivate, type ExecutionContext, Injectable, type Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SignInService, SUPER_ADMIN_PERMISSIONS, type AccessClaims } from '@covers/services/access';
import { DomainError, levelSatisfies, NO_PERMISSIONS } from '@covers/shared';
import type { Request } from 'express';
import { CURRENT_USER_KEY, type CurrentUser } from './current-user';
import { bearerToken, requestGroupUid, requestRid } from './request-outlet';
import { ROUTE_ACCESS, type RouteAccess } from './route-access.decorators';

export const ACCESS_CLAIMS_KEY = 'coversClaims';
export type RouteHandler = ReturnType<ExecutionContext['getHandler']>;
export type GuardedRequest = Request & { [CURRENT_USER_KEY]?: CurrentUser; [ACCESS_CLAIMS_KEY]?: AccessClaims };

/** The access a route declares (method first, then controller), or undefined: such a route is refused. */
export function declaredAccess(reflector: Reflector, handler: RouteHandler, controller: Type): RouteAccess | undefined {
  return reflector.getAllAndOverride<RouteAccess | undefined>(ROUTE_ACCESS, [handler, controller]);
}

/** What `read` returns, or the error it throws (to be thrown later, in its turn). */
function attempt<T>(read: () => T): T | Error {
  try {
    return read();
  } catch (error) {
    if (error instanceof Error) return error;
    throw error;
  }
}

/**
 * Every HTTP route: the token (43165 expired, -500001 invalid or revoked, NOT_SIGNED_IN missing), the route's
 * declared access, and for outlet routes membership of the request's rid and the permission level there.
 * Socket.IO connections authenticate in their handshake instead.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly signIn: SignInService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const access = declaredAccess(this.reflector, context.getHandler(), context.getClass());
    if (!access) throw new DomainError('FORBIDDEN');
    if (access.kind === 'public') return true;

    const req = context.switchToHttp().getRequest<GuardedRequest>();
    const token = bearerToken(req);
    if (!token) throw new DomainError('NOT_SIGNED_IN');
    // The outlet is read with the session, in one query; a bad rid is still refused after a bad token.
    const rid = access.kind === 'signedIn' ? undefined : attempt(() => requestRid(req));
    const { claims, user, outlet } = await this.signIn.authenticate(token, typeof rid === 'number' ? rid : undefined);
    req[ACCESS_CLAIMS_KEY] = claims;
    const caller: CurrentUser = {
      userId: user.userId,
      username: user.username,
      groupUid: user.groupUid ?? '',
      superAdmin: user.superAdmin,
      permissions: user.superAdmin ? SUPER_ADMIN_PERMISSIONS : NO_PERMISSIONS,
    };
    if (rid === undefined) {
      req[CURRENT_USER_KEY] = caller;
      return true;
    }

    if (rid instanceof Error) throw rid;
    const groupUid = requestGroupUid(req);
    if (!user.superAdmin && groupUid !== undefined && groupUid !== user.groupUid) throw new DomainError('OUTLET_FORBIDDEN');
    if (!outlet) throw new DomainError('OUTLET_FORBIDDEN');
    if (access.kind === 'permission' && !levelSatisfies(outlet.permissions[access.permission], access.level))
      throw new DomainError('FORBIDDEN');
    if (access.kind === 'superAdmin' && !user.superAdmin) throw new DomainError('FORBIDDEN');
    req[CURRENT_USER_KEY] = {
      ...caller,
      groupUid: outlet.groupUid,
      permissions: outlet.permissions,
      outlet: { rid, accessTypeName: outlet.accessTypeName, featureFlags: outlet.featureFlags },
    };
    return true;
  }
}

import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { PermissionSet } from '@covers/shared';
import type { Request } from 'express';

/** Who is calling, as the access guard established it. `rid` is set only once membership was checked. */
export interface CurrentUser {
  userId: string;
  username: string;
  groupUid: string;
  superAdmin: boolean;
  /** The outlet of this request, verified: the user holds membership there (or is a super-admin). */
  rid?: number;
  /** null = Unassigned at this outlet. */
  accessTypeName?: string | null;
  permissions: PermissionSet;
}

export const CURRENT_USER_KEY = 'coversUser';

export const Caller = createParamDecorator((_: unknown, ctx: ExecutionContext): CurrentUser => {
  const req = ctx.switchToHttp().getRequest<Request & { [CURRENT_USER_KEY]?: CurrentUser }>();
  const user = req[CURRENT_USER_KEY];
  if (!user) throw new Error('Caller used on a route without a signed-in user');
  return user;
});

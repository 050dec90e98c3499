import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { OutletCaller } from '@covers/services/access';
import type { EventMetadata } from '@covers/services/eventstore';
import { PLATFORMS, type Platform } from '@covers/shared';
import type { Request } from 'express';
import { CURRENT_USER_KEY, type CurrentUser } from './current-user';

type CallerRequest = Request & { [CURRENT_USER_KEY]?: CurrentUser };

/**
 * The metadata of every event a request causes, built here only: who, when, from which platform, and the
 * request id (pino's, from `X-Request-Id` or a new UUID) as the correlation id a client finds on the live echo.
 */
export function requestMetadata(req: Request, actor: string): EventMetadata {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const { platform } = { ...(req.query as Record<string, unknown>), ...body };
  return {
    actor,
    now: new Date().toISOString(),
    ...(PLATFORMS.includes(platform as Platform) ? { platform: platform as Platform } : {}),
    ...(req.id !== undefined ? { correlationId: String(req.id) } : {}),
  };
}

/** The caller of an outlet route (Basic or Requires): the access guard verified their membership of `rid`. */
export function outletCaller(req: CallerRequest): OutletCaller {
  const user = req[CURRENT_USER_KEY];
  if (!user?.outlet) throw new Error('Outlet used on a route without a verified outlet');
  const { userId, username, superAdmin, groupUid, permissions, outlet } = user;
  return { userId, username, superAdmin, groupUid, permissions, ...outlet, metadata: requestMetadata(req, userId) };
}

/** `@Outlet() caller: OutletCaller`: who calls, at which outlet, with their events' metadata. */
export const Outlet = createParamDecorator((_: unknown, ctx: ExecutionContext): OutletCaller =>
  outletCaller(ctx.switchToHttp().getRequest<CallerRequest>()),
);

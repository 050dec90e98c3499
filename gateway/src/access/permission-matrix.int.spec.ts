import type { INestApplication } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { SignInService } from '@covers/services/access';
import { FIXTURE_PASSWORD, type AccessFixture, type FixturePrincipal } from '@covers/services/access/testing/access-fixture';
import { DEFAULT_ACCESS_TYPES, DomainError, levelSatisfies, NO_PERMISSIONS, type PermissionSet } from '@covers/shared';
import type { Express } from 'express';
import { discoverRoutes, type DiscoveredRoute } from '../testing/routes';
import { startTestApp, type TestApp } from '../testing/test-app';
import { AccessGuard } from './access.guard';
import type { RouteAccess } from './route-access.decorators';

// Embedded PostgreSQL on a busy machine: app start-up and the full matrix take longer than Jest's default.
jest.setTimeout(120_000);

type Principal = FixturePrincipal | 'noToken';
const PRINCIPALS: Principal[] = ['admin', 'manager', 'frontOfHouse', 'unassigned', 'otherGroup', 'superAdmin', 'noToken'];

/** What each principal holds at the outlet every request names (acme's rid 11), as the access model of spec §6 says. */
const PERMISSIONS_AT_OUTLET: Record<Principal, PermissionSet | 'notMember' | 'signedOut'> = {
  admin: DEFAULT_ACCESS_TYPES.Admin,
  manager: DEFAULT_ACCESS_TYPES.Manager,
  frontOfHouse: DEFAULT_ACCESS_TYPES['Front of House'],
  unassigned: NO_PERMISSIONS,
  otherGroup: 'notMember',
  superAdmin: DEFAULT_ACCESS_TYPES.Admin,
  noToken: 'signedOut',
};

function expectedAdmission(access: RouteAccess | undefined, principal: Principal): boolean {
  if (!access) return false;
  if (access.kind === 'public') return true;
  const held = PERMISSIONS_AT_OUTLET[principal];
  if (held === 'signedOut') return false;
  if (access.kind === 'signedIn') return true;
  if (held === 'notMember') return false;
  if (access.kind === 'superAdmin') return principal === 'superAdmin';
  return access.kind === 'basic' || levelSatisfies(held[access.permission], access.level);
}

/** The controller routes Express actually serves (method + path without the /api prefix). */
function expressRoutes(app: INestApplication): string[] {
  const express = app.getHttpAdapter().getInstance() as Express & {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  return (
    express.router.stack
      // Catch-alls registered for every method (not-found and method-not-allowed answers) are not controller routes.
      .filter((layer) => layer.route && Object.keys(layer.route.methods).length < 5)
      .flatMap((layer) =>
        Object.keys(layer.route!.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path.replace(/^\/api(?=\/)/, '')}`),
      )
  );
}

describe('permission matrix: every route × every kind of caller', () => {
  let testApp: TestApp;
  let app: INestApplication;
  let fixture: AccessFixture;
  let guard: AccessGuard;
  let routes: DiscoveredRoute[];
  const tokens: Partial<Record<Principal, string>> = {};

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ app } = testApp);
    fixture = await testApp.seedAccess();
    const signIn = app.get(SignInService);
    for (const principal of PRINCIPALS) {
      if (principal === 'noToken') continue;
      const user = fixture.users[principal];
      if (principal === 'superAdmin') {
        const { verifyToken } = await signIn.requestSuperAdminCode({ username: user.username, password: FIXTURE_PASSWORD });
        const { code } = (await testApp.sentMessages('super-admin-code')).at(-1)!;
        tokens[principal] = (await signIn.verifySuperAdminCode({ verifyToken, code: code! })).accessToken;
      } else {
        tokens[principal] = await testApp.signIn(user.username, user.companyId);
      }
    }
    guard = new AccessGuard(app.get(Reflector), signIn);
    routes = discoverRoutes(app);
  });
  afterAll(() => testApp.close());

  it('discovers every route Express serves, and every route declares who may call it', () => {
    const discovered = new Set(routes.map((r) => `${r.method} ${r.path}`));
    const served = expressRoutes(app).filter((route) => !route.includes('/docs'));
    expect(served).toContain('POST /login/do_login');
    expect(served.filter((route) => !discovered.has(route))).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(16);
    expect(routes.filter((r) => !r.access).map((r) => `${r.method} ${r.path} (${r.name})`)).toEqual([]);
  });

  it('admits or refuses each caller on each route exactly as the access model says', async () => {
    const mismatches: string[] = [];
    for (const route of routes) {
      for (const principal of PRINCIPALS) {
        const req = {
          method: route.method,
          url: `/api${route.path}`,
          headers: tokens[principal] ? { authorization: `Bearer ${tokens[principal]}` } : {},
          query: { rid: String(fixture.rid) },
          body: {},
          params: {},
        };
        const context = new ExecutionContextHost([req, {}, () => undefined], route.controller as never, route.handler as never);
        let admitted: boolean;
        let code = '';
        try {
          admitted = await guard.canActivate(context);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          admitted = false;
          code = error.code;
        }
        const expected = expectedAdmission(route.access, principal);
        if (admitted !== expected)
          mismatches.push(
            `${route.method} ${route.path} as ${principal}: ${admitted ? 'admitted' : `refused (${code})`}, expected ${expected ? 'admitted' : 'refused'}`,
          );
        if (!admitted && principal === 'otherGroup' && route.access && route.access.kind !== 'public' && route.access.kind !== 'signedIn') {
          if (code !== 'OUTLET_FORBIDDEN')
            mismatches.push(`${route.method} ${route.path} as otherGroup: ${code}, expected OUTLET_FORBIDDEN`);
        }
        if (principal === 'noToken' && route.access && route.access.kind !== 'public' && code !== 'NOT_SIGNED_IN') {
          mismatches.push(`${route.method} ${route.path} without a token: ${code}, expected NOT_SIGNED_IN`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('needs a rid on outlet routes and refuses an outlet the caller holds nothing at', async () => {
    const outletRoutes = routes.filter(
      (r) => r.access?.kind === 'basic' || r.access?.kind === 'permission' || r.access?.kind === 'superAdmin',
    );
    expect(outletRoutes.length).toBeGreaterThan(0);
    for (const route of outletRoutes) {
      const call = async (query: Record<string, string>) => {
        const req = { headers: { authorization: `Bearer ${tokens.manager}` }, query, body: {}, params: {} };
        try {
          await guard.canActivate(new ExecutionContextHost([req, {}, () => undefined], route.controller as never, route.handler as never));
          return 'admitted';
        } catch (error) {
          return (error as DomainError).code;
        }
      };
      expect([route.path, await call({})]).toEqual([route.path, 'VALIDATION_FAILED']);
      // The manager holds an access type at 11 only: 12 is the same group's outlet, 21 another group's.
      expect([route.path, await call({ rid: String(fixture.secondRid) })]).toEqual([route.path, 'OUTLET_FORBIDDEN']);
      expect([route.path, await call({ rid: String(fixture.otherRid) })]).toEqual([route.path, 'OUTLET_FORBIDDEN']);
    }
  });

  it('refuses a route that declares nothing, even to a super-admin, and guards real requests', async () => {
    class Undeclared {
      handle() {}
    }
    const req = { headers: { authorization: `Bearer ${tokens.superAdmin}` }, query: { rid: '11' }, body: {}, params: {} };
    const context = new ExecutionContextHost([req, {}, () => undefined], Undeclared as never, Undeclared.prototype.handle as never);
    await expect(guard.canActivate(context)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const res = await testApp.http().get('/api/uac/users').query({ rid: 11 });
    expect(res.body.status.code).toBe(43101);
  });
});

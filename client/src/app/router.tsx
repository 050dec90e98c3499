import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AccessGate } from './AccessGate';
import { RouteCrash } from './RouteCrash';
import type { RouteHandle } from './route-title';
import { ROUTES, type RouteDef } from './routes';

function toRouteObject(def: RouteDef): RouteObject {
  const handle: RouteHandle = { title: def.title };
  const lazy = async () => {
    const Page: ComponentType = def.page ? (await def.page()).default : (await import('../features/shell/ScreenFrame')).ScreenFrame;
    const { flag, permission } = def;
    if (!flag && !permission) return { Component: Page };
    const { FeatureGate } = await import('../features/shell/FeatureGate');
    const { PermissionGate } = await import('../features/shell/PermissionGate');
    const Gated = () =>
      permission ? (
        <PermissionGate permission={permission}>
          <Page />
        </PermissionGate>
      ) : (
        <Page />
      );
    if (!flag) return { Component: Gated };
    return {
      Component: () => (
        <FeatureGate flag={flag}>
          <Gated />
        </FeatureGate>
      ),
    };
  };
  const children = def.children?.map(toRouteObject);
  if (def.path === '') return { index: true, handle, lazy };
  return { path: def.path, handle, lazy, children };
}

export const ROUTE_OBJECTS: RouteObject[] = [
  {
    element: <AccessGate />,
    errorElement: <RouteCrash />,
    children: [
      {
        lazy: async () => ({ Component: (await import('../features/shell/MainLayout')).MainLayout }),
        children: ROUTES.filter((def) => def.layout !== 'bare').map(toRouteObject),
      },
      ...ROUTES.filter((def) => def.layout === 'bare').map(toRouteObject),
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(ROUTE_OBJECTS);
}
